/** The barrier report form (BITV 2.0 § 7 feedback mechanism) and its limits. */

/** Form field names as posted. */
export const barrierReportFields = [
  'description',
  'page',
  'assistive-technology',
  'name',
  'email',
  'consent',
] as const;
export type BarrierReportField = (typeof barrierReportFields)[number];

/** Upper bounds for every field: room for a careful description, small enough for a mail. */
export const maxLengths: Record<BarrierReportField, number> = {
  description: 3000,
  page: 500,
  'assistive-technology': 40,
  name: 100,
  email: 254,
  consent: 5,
};

/** What a visitor may say they used; optional, and "other" needs no explanation. */
export const assistiveTechnologies = [
  'screen-reader',
  'magnifier',
  'keyboard',
  'speech-input',
  'contrast',
  'other',
] as const;
export type AssistiveTechnology = (typeof assistiveTechnologies)[number];

export function isAssistiveTechnology(value: string): value is AssistiveTechnology {
  return (assistiveTechnologies as readonly string[]).includes(value);
}

/** The query parameter of "report a barrier on this page" links: the page's path. */
export const PAGE_QUERY = 'page';
