import { useActionData } from 'react-router';
import type { Locale } from '~/domain/locale';
import { BookingForm } from './BookingForm';
import type { BookingActionData, BookingPageData } from './page-data';
import { ThankYou } from './ThankYou';
import type { BookingErrors } from './validate';

/**
 * No answer from the server yet: always the same object, since BookingForm takes a new one for
 * a new answer and then drops what the browser's check found.
 */
const noServerErrors: BookingErrors = {};

/** The request screen's part below the offer: the form, or the thank-you result after sending. */
export function BookingSection({ data, locale }: { data: BookingPageData; locale: Locale }) {
  const action = useActionData<BookingActionData>();
  if (data.received && !action) return <ThankYou summary={data.received} locale={locale} />;
  return (
    <BookingForm
      offer={data.offer}
      submissionId={data.submissionId}
      today={data.today}
      calendar={data.calendar}
      rulesHint={data.rulesHint}
      locale={locale}
      values={action?.values ?? {}}
      serverErrors={action?.errors ?? noServerErrors}
      problem={action?.problem ?? null}
    />
  );
}
