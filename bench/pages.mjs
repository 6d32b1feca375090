// The pages the benchmark visits, with slugs for the detail pages read from the CMS.

async function cmsList(cmsUrl, token, path, query) {
  const url = `${cmsUrl}${path}?${query}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`CMS ${path} answered ${response.status}`);
  const body = await response.json();
  return Array.isArray(body.data) ? body.data : [];
}

const slugFields =
  'fields[0]=slug&fields[1]=title&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale';

/** The German slug and title and the English slug of the first entry (preferring translated ones). */
async function firstEntry(cmsUrl, token, path, filters = '') {
  let items = [];
  try {
    items = await cmsList(
      cmsUrl,
      token,
      path,
      `locale=de&${slugFields}&pagination[pageSize]=50${filters}`,
    );
  } catch (error) {
    console.warn(`slugs from ${path}: ${error instanceof Error ? error.message : error}`);
  }
  const english = (item) => item.localizations?.find((l) => l.locale === 'en')?.slug ?? null;
  const item = items.find(english) ?? items[0];
  return item ? { de: item.slug, en: english(item), title: item.title } : null;
}

/** A word of a real title, so that the search page shows hits. */
function searchWord(title, fallback) {
  return title?.split(/[^\p{L}]+/u).find((word) => word.length >= 5) ?? fallback;
}

// Screens the screen table marks `indexed: false` (decision 0018): search results and the
// booking form say noindex, so Lighthouse's is-crawlable fails on them by design.
const noindexOnPurpose = new Set(['guided-tour-request', 'search']);

/**
 * Every page in de and en: { id, locale, path } with path null when the content it needs is
 * missing from the CMS (reported as missing, like a 404).
 */
export async function benchPages({ cmsUrl, token }) {
  const exhibition = await firstEntry(cmsUrl, token, '/api/exhibitions', '&sort[0]=startDate:desc');
  const tour =
    (await firstEntry(
      cmsUrl,
      token,
      '/api/offers',
      '&filters[type][$eq]=guidedTour&filters[bookable][$eq]=true',
    )) ?? (await firstEntry(cmsUrl, token, '/api/offers'));
  // An object with a picture, the kind the collection's pages mostly show.
  const object = await firstEntry(
    cmsUrl,
    token,
    '/api/collection-objects',
    '&filters[images][file][id][$notNull]=true&sort[0]=inventoryNumber:asc',
  );
  const word = searchWord(exhibition?.title, 'Museum');
  const slugPath = (prefix, slug, suffix = '') =>
    slug ? `${prefix}/${encodeURIComponent(slug)}${suffix}` : null;
  const pages = {
    home: { de: '/', en: '/en' },
    exhibition: {
      de: slugPath('/ausstellungen', exhibition?.de),
      en: slugPath('/en/exhibitions', exhibition?.en),
    },
    programme: { de: '/programm', en: '/en/programme' },
    'guided-tour-request': {
      de: slugPath('/fuehrungen', tour?.de, '/anfrage'),
      en: slugPath('/en/guided-tours', tour?.en, '/request'),
    },
    search: {
      de: `/suche?text=${encodeURIComponent(word)}`,
      en: `/en/search?text=${encodeURIComponent(word)}`,
    },
    collection: { de: '/sammlung', en: '/en/collection' },
    'collection-object': {
      de: slugPath('/sammlung/objekt', object?.de),
      en: slugPath('/en/collection/object', object?.de),
    },
  };
  return Object.entries(pages).flatMap(([id, paths]) =>
    ['de', 'en'].map((locale) => ({
      id,
      locale,
      path: paths[locale],
      noindexOnPurpose: noindexOnPurpose.has(id),
    })),
  );
}
