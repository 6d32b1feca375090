import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Crumb } from '~/site/breadcrumb';

/**
 * The visible breadcrumb as a BreadcrumbList: the same names in the same order, the paths made
 * absolute with the public origin. null where the page shows no breadcrumb (home, 404).
 */
export function breadcrumbListLd(
  trail: readonly Crumb[],
  origin: string,
): WithContext<BreadcrumbList> | null {
  if (trail.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.path}`,
    })),
  };
}
