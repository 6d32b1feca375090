import { useActionData } from 'react-router';
import type { Locale } from '~/domain/locale';
import { BarrierReportForm } from './BarrierReportForm';
import type { BarrierReportActionData, BarrierReportPageData } from './page-data';
import { ThankYou } from './ThankYou';
import type { BarrierReportErrors } from './validate';

/** No answer from the server yet: always the same object (the form keys its state on it). */
const noServerErrors: BarrierReportErrors = {};

/** The report screen's form, or its thank-you result after sending. */
export function BarrierReportSection({
  data,
  locale,
}: {
  data: BarrierReportPageData;
  locale: Locale;
}) {
  const action = useActionData<BarrierReportActionData>();
  if (data.received && !action) return <ThankYou summary={data.received} locale={locale} />;
  return (
    <BarrierReportForm
      submissionId={data.submissionId}
      siteOrigin={data.siteOrigin}
      values={action?.values ?? { page: data.page }}
      serverErrors={action?.errors ?? noServerErrors}
      problem={action?.problem ?? null}
    />
  );
}
