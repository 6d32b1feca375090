import { useRouteLoaderData } from 'react-router';
import type { Partner } from '~/domain/types';
import type { OpeningHoursSummary } from '~/features/opening-hours';

export interface FooterData {
  partners: Partner[];
  openingHours: OpeningHoursSummary | null;
}

const empty: FooterData = { partners: [], openingHours: null };

/** The root loader's `footer` entry (see footer-data.server.ts); empty while it is missing. */
export function useFooterData(): FooterData {
  const root = useRouteLoaderData('root') as { footer?: Partial<FooterData> | null } | undefined;
  const footer = root?.footer;
  return {
    partners: Array.isArray(footer?.partners) ? footer.partners : empty.partners,
    openingHours: footer?.openingHours ?? empty.openingHours,
  };
}
