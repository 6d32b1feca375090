import { mediaLibraryTexts } from './german-texts/media-library';
import { sieTexts } from './german-texts/sie';

/** What the German admin shows instead of Strapi's own German (or its English, where it has none). */
export const germanAdminTexts: Record<string, string> = { ...mediaLibraryTexts, ...sieTexts };
