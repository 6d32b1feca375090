import { mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';

export function authors(ctx: SeedContext): LocalizedItem[] {
  const author = (
    slug: string,
    name: string,
    imageKey: string,
    bioDe: string,
    bioEn: string,
  ): LocalizedItem => ({
    key: slug,
    de: { name, slug, bio: bioDe, image: mediaId(ctx, imageKey) },
    en: { name, slug, bio: bioEn, image: mediaId(ctx, imageKey) },
  });
  return [
    author(
      'jonas-albrecht',
      'Jonas Albrecht',
      'tech',
      'Jonas Albrecht ist Kurator der technischen Sammlung. Er hat Maschinenbau und Geschichte studiert und repariert in seiner Freizeit alte Radios.',
      'Jonas Albrecht is curator of the technology collection. He studied mechanical engineering and history and repairs old radios in his spare time.',
    ),
    author(
      'lea-sommer',
      'Lea Sommer',
      'schauhaus',
      'Lea Sommer leitet das Schauhaus. Als Kunsthistorikerin interessiert sie sich für Material, Farbe und Ausstellungen, die zum Mitmachen einladen.',
      'Lea Sommer heads the Schauhaus. As an art historian she is interested in material, colour and exhibitions that invite participation.',
    ),
    author(
      'mira-okafor',
      'Mira Okafor',
      'family',
      'Mira Okafor arbeitet in der Bildung und Vermittlung. Sie entwickelt Quizze, Rätsel und Programme für Familien und Schulklassen.',
      'Mira Okafor works in the learning and engagement team. She develops quizzes, puzzles and programmes for families and school classes.',
    ),
  ];
}
