import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { countResult, type SeedContext } from '../lib/context';
import { removeTempFile } from './image';

export interface FileToSeed {
  key: string;
  /** stored file name; also the identity that makes re-runs skip existing uploads */
  fileName: string;
  mimetype: string;
  alt?: { de: string; en: string };
  caption?: string;
  /** writes the file to a temp path and returns that path */
  produce: () => Promise<string>;
}

/** Uploads through Strapi's upload service (so image formats are generated) unless already there. */
export async function ensureFile(ctx: SeedContext, file: FileToSeed): Promise<number> {
  const existing = await ctx.strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { name: file.fileName } });
  if (existing) {
    ctx.media.set(file.key, existing.id);
    countResult(ctx, 'media files', false);
    return existing.id;
  }
  const filepath = await file.produce();
  try {
    const { size } = await fs.stat(filepath);
    const [uploaded] = await ctx.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: {
          fileInfo: {
            name: file.fileName,
            // The web app reads per-language alt text from this JSON (see docs/content-model.md).
            alternativeText: file.alt ? JSON.stringify(file.alt) : undefined,
            caption: file.caption,
          },
        },
        files: { filepath, originalFilename: file.fileName, mimetype: file.mimetype, size },
      });
    ctx.media.set(file.key, uploaded.id);
    countResult(ctx, 'media files', true);
    return uploaded.id;
  } finally {
    await removeTempFile(filepath);
  }
}

/** Writes a generated buffer to a temp file, for ensureFile's `produce`. */
export async function writeTemp(name: string, content: Buffer): Promise<string> {
  const filepath = path.join(os.tmpdir(), `zm-seed-${process.pid}-${name}`);
  await fs.writeFile(filepath, content);
  return filepath;
}
