import {
  Box,
  Button,
  DatePicker,
  Field,
  Flex,
  TimePicker,
  Typography,
} from '@strapi/design-system';
import {
  unstable_useContentManagerContext as useContentManagerContext,
  useFetchClient,
  useQueryParams,
} from '@strapi/strapi/admin';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_PLANNED_TIME,
  berlinMoment,
  berlinWallClock,
  formatPlannedTime,
  planProblemMessage,
  plannedTimeProblem,
} from '../publishing/planned-time';
import { isoDate } from './german-date';
import { planningTexts, type PlanMode } from './planning-texts';
import { TypedDates } from './typed-dates';

// "Veröffentlichung planen" in the edit view: the panel of strapi-plugin-publisher, which
// runs the plans (decision 0024), redone (decision 0063): a plan starts at 09:00 Berlin time
// on the chosen day, dates can be typed in German, and a time already past is refused with
// a message before it is sent (and by the CMS, src/extensions/publisher).

interface Plan {
  documentId: string;
  mode: PlanMode;
  executeAt: string;
  locale?: string | null;
}

interface FetchError {
  response?: { data?: { error?: { name?: string; message?: string } } };
  message?: string;
}

/** The CMS's message (ours come in the editor's language); the plugin's check of the draft, in words. */
const errorText = (error: unknown, language: string) => {
  const answer = (error as FetchError)?.response?.data?.error;
  if (answer?.name === 'ValidationError') return planningTexts(language).invalid;
  return answer?.message ?? '';
};

/** The planning types (the plugin's setting), asked once per admin session. */
let planningTypes: Promise<string[]> | null = null;
export function usePlanningTypes(): string[] | null {
  const { get } = useFetchClient();
  const [types, setTypes] = useState<string[] | null>(null);
  useEffect(() => {
    planningTypes ??= get('/publisher/settings').then(
      ({ data }) => (data as { data?: { contentTypes?: string[] } }).data?.contentTypes ?? [],
      () => {
        planningTypes = null;
        return [];
      },
    );
    let live = true;
    planningTypes.then((list) => live && setTypes(list));
    return () => {
      live = false;
    };
  }, [get]);
  return types;
}

function PlanForm({
  mode,
  plan,
  language,
  onDone,
  onCancel,
  model,
  documentId,
  locale,
}: {
  mode: PlanMode;
  plan: Plan | undefined;
  language: string;
  onDone: () => void;
  onCancel: () => void;
  model: string;
  documentId: string;
  locale: string | null;
}) {
  const texts = planningTexts(language);
  const { post, put } = useFetchClient();
  const start = plan ? berlinWallClock(new Date(plan.executeAt)) : null;
  const [day, setDay] = useState<string | null>(start?.date ?? null);
  const [time, setTime] = useState<string>(start?.time ?? DEFAULT_PLANNED_TIME);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dayDate = useMemo(() => (day ? new Date(`${day}T12:00:00`) : undefined), [day]);

  async function save() {
    const at = day && time ? berlinMoment(day, time) : null;
    const problem = plannedTimeProblem(at, new Date());
    if (problem || !at) {
      setError(planProblemMessage(problem ?? 'missing', language));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const executeAt = at.toISOString();
      if (plan) await put(`/publisher/actions/${plan.documentId}`, { data: { executeAt } });
      else
        await post('/publisher/actions', {
          data: { mode, entityId: documentId, entitySlug: model, locale, executeAt },
        });
      onDone();
    } catch (caught) {
      setError(errorText(caught, language) || texts.failed);
    } finally {
      setBusy(false);
    }
  }

  const id = `zm-plan-${mode}`;
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Field.Root name={`${id}-day`} id={`${id}-day`} error={error ?? undefined}>
        <Field.Label>{texts.day}</Field.Label>
        <TypedDates
          onTyped={(typed) => {
            setDay(isoDate(typed));
            if (typed.hour !== undefined)
              setTime(
                `${String(typed.hour).padStart(2, '0')}:${String(typed.minute).padStart(2, '0')}`,
              );
          }}
        >
          <DatePicker
            locale={language === 'en' ? 'en-GB' : 'de-DE'}
            value={dayDate}
            onChange={(date: Date | undefined) =>
              setDay(
                date
                  ? isoDate({
                      year: date.getFullYear(),
                      month: date.getMonth() + 1,
                      day: date.getDate(),
                    })
                  : null,
              )
            }
            onClear={() => setDay(null)}
            clearLabel={texts.clear}
          />
        </TypedDates>
        {/* Field.Error's place and id (the box points to it), announced when it appears. */}
        {error ? (
          <Typography
            variant="pi"
            tag="p"
            id={`${id}-day-error`}
            role="alert"
            textColor="danger600"
          >
            {error}
          </Typography>
        ) : null}
      </Field.Root>
      <Field.Root name={`${id}-time`} id={`${id}-time`} hint={texts.timeHint}>
        <Field.Label>{texts.time}</Field.Label>
        <TimePicker
          value={time}
          step={15}
          onChange={(value: string | undefined) => setTime(value ?? '')}
          clearLabel={texts.clear}
        />
        <Field.Hint />
      </Field.Root>
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Button fullWidth onClick={save} loading={busy} disabled={busy}>
          {texts.save[mode]}
        </Button>
        <Button fullWidth variant="tertiary" onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}

function ModePlans({
  mode,
  plan,
  language,
  model,
  documentId,
  locale,
  reload,
}: {
  mode: PlanMode;
  plan: Plan | undefined;
  language: string;
  model: string;
  documentId: string;
  locale: string | null;
  reload: () => void;
}) {
  const texts = planningTexts(language);
  const { del } = useFetchClient();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!plan) return;
    try {
      await del(`/publisher/actions/${plan.documentId}`);
      reload();
    } catch (caught) {
      setError(errorText(caught, language) || texts.failed);
    }
  }

  return (
    <Box width="100%">
      <Typography variant="sigma" textColor="neutral600" tag="h3">
        {texts.heading[mode]}
      </Typography>
      {plan && !editing ? (
        <Flex direction="column" alignItems="stretch" gap={2} paddingTop={1}>
          <Typography data-planned={mode}>
            {texts.plannedFor(formatPlannedTime(new Date(plan.executeAt), language))}
          </Typography>
          <Flex direction="column" alignItems="stretch" gap={2}>
            <Button fullWidth variant="tertiary" onClick={() => setEditing(true)}>
              {texts.change}
            </Button>
            <Button fullWidth variant="danger-light" onClick={remove}>
              {texts.remove}
            </Button>
          </Flex>
        </Flex>
      ) : editing ? (
        <Box paddingTop={1}>
          <PlanForm
            mode={mode}
            plan={plan}
            language={language}
            model={model}
            documentId={documentId}
            locale={locale}
            onCancel={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              reload();
            }}
          />
        </Box>
      ) : (
        <Box paddingTop={1}>
          <Button
            fullWidth
            variant={mode === 'publish' ? 'default' : 'secondary'}
            onClick={() => setEditing(true)}
          >
            {texts.add[mode]}
          </Button>
        </Box>
      )}
      {error ? (
        <Typography role="alert" textColor="danger600">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The side panel (a description component of the content manager's edit view). */
export function PlanningPanel() {
  const context = useContentManagerContext();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = query?.plugins?.i18n?.locale ?? null;
  const { locale: language } = useIntl();
  const { get } = useFetchClient();
  const types = usePlanningTypes();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const documentId = context.id && context.id !== 'create' ? String(context.id) : null;
  const model = context.model;

  const load = useCallback(() => {
    if (!documentId) return;
    get('/publisher/actions', {
      params: {
        filters: { entityId: documentId, entitySlug: model },
        pagination: { pageSize: 100 },
      },
    }).then(
      ({ data }) => {
        const all = ((data as { data?: Plan[] }).data ?? []).filter(
          (plan) => !locale || !plan.locale || plan.locale === locale,
        );
        setPlans(all);
      },
      () => setPlans([]),
    );
  }, [get, documentId, model, locale]);

  useEffect(load, [load]);

  if (!context.hasDraftAndPublish || context.isCreatingEntry || !documentId) return null;
  if (!types || (types.length > 0 && !types.includes(model)) || !plans) return null;
  const texts = planningTexts(language);
  return {
    title: texts.title,
    content: (
      <Flex direction="column" alignItems="stretch" gap={4} width="100%">
        {(['publish', 'unpublish'] as const).map((mode) => (
          <ModePlans
            key={`${mode}:${documentId}:${locale ?? ''}`}
            mode={mode}
            plan={plans.find((plan) => plan.mode === mode)}
            language={language}
            model={model}
            documentId={documentId}
            locale={locale}
            reload={load}
          />
        ))}
      </Flex>
    ),
  };
}
