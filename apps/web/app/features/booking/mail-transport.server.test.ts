import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpTransport } from './mail-transport.server';

describe('smtpTransport', () => {
  let server: SMTPServer | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(resolve) : resolve())));

  /** A loopback SMTP server that counts connections and mails. */
  async function countingServer() {
    const seen = { connections: 0, mails: 0 };
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      // The site keeps its connection open (pooled): don't wait 30 s for it on close.
      closeTimeout: 100,
      logger: false,
      onConnect(_session, callback) {
        seen.connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          seen.mails += 1;
          callback();
        });
      },
    });
    const running = server;
    await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
    return { seen, port: (running.server.address() as AddressInfo).port };
  }

  it('sends a burst of mails over one kept connection (the queue after a mail server outage)', async () => {
    const { seen, port } = await countingServer();
    const send = smtpTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      user: null,
      password: null,
    });
    for (let index = 0; index < 6; index += 1)
      await send({
        from: 'noreply@zentralmuseum.example',
        to: { address: `besuch-${index}@example.org` },
        subject: 'Führungsanfrage',
        text: 'Danke.',
        messageId: `<m${index}@booking.zentralmuseum>`,
      });
    expect(seen.mails).toBe(6);
    expect(seen.connections).toBe(1);
  });
});
