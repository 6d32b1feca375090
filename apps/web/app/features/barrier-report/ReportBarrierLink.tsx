import { useLocation } from 'react-router';
import { Link } from '~/ui/link/SiteLink';
import type { Locale } from '~/domain/locale';
import { href, matchPath } from '~/site/paths';
import { PAGE_QUERY } from './fields';

/**
 * "Report a barrier on this page": the report form with this page's path filled in. Only the
 * path goes along (the query may hold a search text); on the form itself, no page at all.
 */
export function ReportBarrierLink({ locale, label }: { locale: Locale; label: string }) {
  const { pathname } = useLocation();
  const onForm = matchPath(pathname)?.id === 'accessibilityReport';
  return (
    <Link to={href('accessibilityReport', {}, locale, onForm ? {} : { [PAGE_QUERY]: pathname })}>
      {label}
    </Link>
  );
}
