// Entry counts per collection and locale; compared before and after a restart of the CMS.
const collections = [
  'exhibitions',
  'events',
  'offers',
  'digital-offers',
  'press-releases',
  'pages',
  'categories',
  'consent-services',
];

export async function seedCounts(cmsUrl) {
  const counts = {};
  for (const collection of collections) {
    for (const locale of ['de', 'en']) {
      const response = await fetch(
        `${cmsUrl}/api/${collection}?locale=${locale}&pagination[pageSize]=1`,
      );
      if (!response.ok) throw new Error(`${collection} (${locale}) answered ${response.status}`);
      counts[`${collection}/${locale}`] = (await response.json()).meta.pagination.total;
    }
  }
  return counts;
}
