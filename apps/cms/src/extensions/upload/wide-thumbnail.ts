import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// The site's image contract wants a 320 px wide thumbnail; Strapi's own is boxed in 245x156.
export const THUMBNAIL_WIDTH = 320;

// The parts of Strapi's upload file object that the thumbnail needs and sets.
interface UploadFile {
  name: string;
  hash: string;
  ext?: string;
  mime?: string;
  path?: string | null;
  width?: number | null;
  height?: number | null;
  filepath?: string;
  tmpWorkingDirectory?: string;
  getStream: () => NodeJS.ReadableStream;
}

// Same shape as @strapi/upload's generateThumbnail result, only the resize options differ:
// a fixed width and a proportional height, never enlarged.
export async function generateWideThumbnail(file: UploadFile) {
  if (!file.width || !file.height || file.width <= THUMBNAIL_WIDTH) return null;

  const hash = `thumbnail_${file.hash}`;
  const filepath = file.tmpWorkingDirectory ? path.join(file.tmpWorkingDirectory, hash) : hash;
  const source = file.filepath ?? (await streamToBuffer(file.getStream()));
  const info = await sharp(source, { animated: true })
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .toFile(filepath);

  return {
    name: `thumbnail_${file.name}`,
    hash,
    ext: file.ext,
    mime: file.mime,
    filepath,
    path: file.path || null,
    getStream: () => fs.createReadStream(filepath),
    width: info.width,
    // animated images report the height of one frame as pageHeight
    height: info.pageHeight ?? info.height,
    size: Math.round((info.size / 1000) * 100) / 100,
    sizeInBytes: info.size,
  };
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
