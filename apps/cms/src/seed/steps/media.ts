import type { SeedContext } from '../lib/context';
import { jinglesAsMp3 } from '../media/audio';
import { LOGOS, PICTURES } from '../media/catalog';
import { renderLogo, renderPicture } from '../media/image';
import { createPdf } from '../media/pdf';
import { ensureFile, writeTemp } from '../media/upload';
import { PODCAST_AUDIO } from '../data/digital-offers';
import { PRESS_PDFS } from '../data/press';

/** Generates and uploads every picture, logo, audio file and PDF the content refers to. */
export async function seedMedia(ctx: SeedContext): Promise<void> {
  // The podcasts' MP3s are encoded in a worker thread while the pictures are drawn and
  // uploaded: started first, awaited when their upload comes.
  const episodes = jinglesAsMp3(PODCAST_AUDIO);
  for (const picture of PICTURES) {
    await ensureFile(ctx, {
      key: picture.key,
      fileName: `zm-${picture.key}.jpg`,
      mimetype: 'image/jpeg',
      alt: picture.alt,
      // Bilingual like the alt text (docs/content-model.md): caption and credit per language.
      caption: JSON.stringify({ ...picture.caption, credit: picture.credit }),
      produce: () => renderPicture(picture),
    });
  }
  for (const logo of LOGOS) {
    await ensureFile(ctx, {
      key: `logo-${logo.key}`,
      fileName: `zm-logo-${logo.key}.png`,
      mimetype: 'image/png',
      alt: { de: `Logo ${logo.name}`, en: `${logo.name} logo` },
      produce: () => renderLogo(logo.key, logo.name, logo.color),
    });
  }
  for (const audio of PODCAST_AUDIO) {
    await ensureFile(ctx, {
      key: audio.key,
      fileName: audio.fileName,
      mimetype: 'audio/mpeg',
      produce: async () => writeTemp(audio.fileName, await episodes.get(audio.key)!),
    });
  }
  for (const pdf of PRESS_PDFS) {
    await ensureFile(ctx, {
      key: pdf.key,
      fileName: pdf.fileName,
      mimetype: 'application/pdf',
      produce: () => writeTemp(pdf.fileName, createPdf(pdf.title, pdf.paragraphs)),
    });
  }
}
