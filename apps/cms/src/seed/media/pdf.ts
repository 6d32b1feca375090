// A minimal but valid one-page PDF (PDF 1.4, Helvetica, WinAnsi) written byte by byte.

// Characters outside latin1 that WinAnsiEncoding places in 0x80-0x9f.
const WIN_ANSI_EXTRAS: Record<string, string> = {
  '€': '\x80',
  '„': '\x84',
  '…': '\x85',
  '‘': '\x91',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '–': '\x96',
  '—': '\x97',
};

const escapePdfText = (text: string) =>
  text
    .replace(/[€„…‘’“”–—]/g, (char) => WIN_ANSI_EXTRAS[char])
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

// Greedy wrap at ~90 characters: Helvetica 11 pt fits that on A4 with 2 cm margins.
function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A4 page with a bold title and wrapped paragraphs. German umlauts survive via WinAnsi (latin1). */
export function createPdf(title: string, paragraphs: string[]): Buffer {
  const bodyLines = paragraphs.flatMap((paragraph) => [...wrap(paragraph), '']);
  const content = [
    'BT',
    '/F2 18 Tf',
    '57 780 Td',
    `(${escapePdfText(title)}) Tj`,
    '/F1 11 Tf',
    '15 TL',
    '0 -32 Td',
    ...bodyLines.map((line) => `(${escapePdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const contentBytes = Buffer.from(content, 'latin1');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    null, // content stream, written with its binary length below
    `<< /Title (${escapePdfText(title)}) /Producer (Zentralmuseum demo seed) >>`,
  ];

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0].length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    if (body === null) {
      push(
        Buffer.from(`${index + 1} 0 obj\n<< /Length ${contentBytes.length} >>\nstream\n`, 'latin1'),
      );
      push(contentBytes);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else {
      push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
    }
  });
  const xrefOffset = length;
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(xrefOffset),
    '%%EOF\n',
  ].join('\n');
  push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
