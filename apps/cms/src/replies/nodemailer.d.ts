// nodemailer 9 ships no types; the little the replies' transport uses (src/replies/transport.ts).
declare module 'nodemailer' {
  interface Address {
    name: string;
    address: string;
  }
  interface Message {
    from: string;
    to: Address;
    replyTo?: Address;
    subject: string;
    text: string;
    messageId: string;
    textEncoding?: 'base64' | 'quoted-printable';
  }
  interface Transporter {
    sendMail(message: Message): Promise<{ message?: Buffer | string }>;
  }
  const nodemailer: { createTransport(options: Record<string, unknown>): Transporter };
  export default nodemailer;
}
