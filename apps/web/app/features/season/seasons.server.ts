import { getSeasonalColors } from '~/content/index.server';
import type { Season } from '~/domain/types';

/** The seasons for season classes; without them teasers simply keep the default colours. */
export async function loadSeasons(): Promise<Season[]> {
  try {
    return (await getSeasonalColors()).seasons;
  } catch (error) {
    console.error('[seasons] unavailable:', error instanceof Error ? error.message : error);
    return [];
  }
}
