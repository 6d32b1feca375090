import { Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { berlinWallClock } from '../publishing/planned-time';
import { plannedColumnTexts } from './planning-texts';

// The list of a type with drafts shows when each entry is planned to go online (or off):
// a column "Geplant" after Strapi's own ones, filled from the publisher's plans.

interface Plan {
  entityId: string;
  mode: 'publish' | 'unpublish';
  executeAt: string;
  locale?: string | null;
}

interface Header {
  name: string;
  label?: unknown;
  attribute?: { type?: string };
  cellFormatter?: unknown;
  searchable?: boolean;
  sortable?: boolean;
}

const FRESH_MS = 3000;
const cache = new Map<string, { at: number; plans: Promise<Plan[]> }>();

function usePlansOf(model: string): Plan[] | null {
  const { get } = useFetchClient();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  useEffect(() => {
    let entry = cache.get(model);
    if (!entry || Date.now() - entry.at > FRESH_MS) {
      entry = {
        at: Date.now(),
        plans: get('/publisher/actions', {
          params: { filters: { entitySlug: model }, pagination: { pageSize: 100 } },
        }).then(
          ({ data }) => (data as { data?: Plan[] }).data ?? [],
          () => [],
        ),
      };
      cache.set(model, entry);
    }
    let live = true;
    entry.plans.then((list) => live && setPlans(list));
    return () => {
      live = false;
    };
  }, [get, model]);
  return plans;
}

function PlannedCell({
  model,
  documentId,
  locale,
  language,
}: {
  model: string;
  documentId: string;
  locale: string | null;
  language: string | null;
}) {
  const plans = usePlansOf(model);
  const texts = plannedColumnTexts(language);
  const mine = (plans ?? []).filter(
    (plan) => plan.entityId === documentId && (!locale || !plan.locale || plan.locale === locale),
  );
  if (mine.length === 0) return <Typography textColor="neutral800">-</Typography>;
  return (
    <Typography textColor="neutral800">
      {mine
        .sort((a, b) => a.executeAt.localeCompare(b.executeAt))
        .map((plan) => {
          const { date, time } = berlinWallClock(new Date(plan.executeAt));
          const [year, month, day] = date.split('-');
          return `${texts[plan.mode]}${day}.${month}.${year}, ${time}`;
        })
        .join('; ')}
    </Typography>
  );
}

export const PLANNED_COLUMN = 'zmPlannedPublishing';

/**
 * For the hook Admin/CM/pages/ListView/inject-column-in-table: types with drafts get the
 * column of planned publishing, headed in the admin's language.
 */
export const plannedColumn =
  (language: () => string | null) =>
  <T extends { displayedHeaders: Header[]; layout?: { options?: { draftAndPublish?: boolean } } }>(
    table: T,
  ): T => {
    if (!table.layout?.options?.draftAndPublish) return table;
    if (table.displayedHeaders.some((header) => header.name === PLANNED_COLUMN)) return table;
    const header: Header = {
      name: PLANNED_COLUMN,
      label: plannedColumnTexts(language()).header,
      attribute: { type: 'custom' },
      searchable: false,
      sortable: false,
      cellFormatter: (
        row: { documentId: string; locale?: string | null },
        _header: unknown,
        { model }: { model: string },
      ) => (
        <PlannedCell
          model={model}
          documentId={row.documentId}
          locale={row.locale ?? null}
          language={language()}
        />
      ),
    };
    return { ...table, displayedHeaders: [...table.displayedHeaders, header] };
  };
