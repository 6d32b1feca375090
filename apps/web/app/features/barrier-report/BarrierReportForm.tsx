import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { HONEYPOT_FIELD, SUBMISSION_FIELD, postedValues } from '~/features/booking/form-values';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import { useLocale } from '~/site/use-locale';
import { Button } from '~/ui/button/Button';
import { ErrorSummary, FormRefusal } from '~/ui/form/ErrorSummary';
import { Field, FieldError, RequiredMark, controlProps } from '~/ui/form/Field';
import form from '~/ui/form/Form.module.css';
import { fieldId } from './field-id';
import { assistiveTechnologies, barrierReportFields, maxLengths } from './fields';
import type { ReportProblem } from './page-data';
import type { BarrierReportErrors, validateBarrierReport } from './validate';
import styles from './BarrierReportForm.module.css';

let validate: typeof validateBarrierReport | undefined;
let validateLoading: Promise<void> | undefined;

/** The rules' code, asked for on the form's first focus, as the booking form does (0028). */
function loadValidation(): Promise<void> {
  validateLoading ??= import('./validate').then(
    (module) => {
      validate = module.validateBarrierReport;
    },
    (error: unknown) => {
      validateLoading = undefined;
      throw error;
    },
  );
  return validateLoading;
}

export interface BarrierReportFormProps {
  submissionId: string;
  siteOrigin: string;
  values: Record<string, string>;
  serverErrors: BarrierReportErrors;
  problem: ReportProblem | null;
}

/**
 * The report form. It posts as a plain form; with JavaScript the same validateBarrierReport
 * runs before sending, so the rules exist once.
 */
export function BarrierReportForm({
  submissionId,
  siteOrigin,
  values,
  serverErrors,
  problem,
}: BarrierReportFormProps) {
  const text = useT('barrierReportForm');
  const t = useT('barrierReport');
  const locale = useLocale();
  const sending = useNavigation().state === 'submitting';
  const [clientErrors, setClientErrors] = useState<BarrierReportErrors | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const problemRef = useRef<HTMLDivElement | null>(null);
  const errors = clientErrors ?? serverErrors;

  // A new answer from the server replaces the browser's findings and takes focus (deferred,
  // after the navigation's own focus handling), as in the booking form.
  const [answer, setAnswer] = useState({ serverErrors, problem });
  if (answer.serverErrors !== serverErrors || answer.problem !== problem) {
    setAnswer({ serverErrors, problem });
    setClientErrors(null);
  }
  useEffect(() => {
    const timer = setTimeout(() => (problemRef.current ?? summaryRef.current)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [serverErrors, problem]);

  const checked = useRef(false);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (checked.current) {
      checked.current = false;
      return;
    }
    if (!validate) {
      // Sent once the rules are there; without them the server checks, as without JavaScript.
      event.preventDefault();
      const target = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const send = () => {
        checked.current = !validate;
        target.requestSubmit(submitter);
      };
      loadValidation().then(send, send);
      return;
    }
    const result = validate(postedValues(new FormData(event.currentTarget), maxLengths), {
      origins: [window.location.origin, siteOrigin],
      t,
    });
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    setTimeout(() => summaryRef.current?.focus(), 0);
  }

  const value = (field: keyof typeof maxLengths) => values[field] ?? '';
  const common = (field: keyof typeof maxLengths) => ({
    name: field,
    maxLength: maxLengths[field],
  });

  return (
    <Form
      method="post"
      // Without the query the page came with: `?page=` has done its work in the field.
      action={href('accessibilityReport', {}, locale)}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidation().catch(() => {})}
      className={`${form.controls} ${styles.form}`}
      aria-labelledby="report-form-title"
    >
      <h2 id="report-form-title">{text('formTitle')}</h2>
      {problem ? (
        <FormRefusal
          id="report-problem"
          text={text(`problems.${problem}`)}
          problemRef={problemRef}
        />
      ) : null}
      <ErrorSummary
        idPrefix="report"
        title={(count: number) => text('summaryTitle', { count })}
        errors={errors}
        order={barrierReportFields}
        fieldId={fieldId}
        summaryRef={summaryRef}
      />
      <p className={form.hint}>{text('requiredNote')}</p>
      <input type="hidden" name={SUBMISSION_FIELD} value={submissionId} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="report-website">{text('honeypot')}</label>
        <input
          id="report-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <Field
        id={fieldId('description')}
        label={text('description')}
        required
        requiredText={text('required')}
        hint={text('descriptionHint', { max: maxLengths.description })}
        error={errors.description}
      >
        {(props) => (
          <textarea
            {...props}
            {...common('description')}
            rows={8}
            defaultValue={value('description')}
          />
        )}
      </Field>
      <Field
        id={fieldId('page')}
        label={text('page')}
        requiredText={text('required')}
        hint={text('pageHint')}
        error={errors.page}
      >
        {(props) => (
          <input
            {...props}
            {...common('page')}
            type="text"
            inputMode="url"
            autoComplete="off"
            defaultValue={value('page')}
          />
        )}
      </Field>
      <Field
        id={fieldId('assistive-technology')}
        label={text('assistiveTechnology')}
        requiredText={text('required')}
        error={errors['assistive-technology']}
      >
        {(props) => (
          <select
            {...props}
            name="assistive-technology"
            defaultValue={value('assistive-technology')}
          >
            <option value="">{text('noAssistiveTechnology')}</option>
            {assistiveTechnologies.map((code) => (
              <option key={code} value={code}>
                {text(`assistiveTechnologies.${code}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <fieldset className={styles.group}>
        <legend>{text('contactGroup')}</legend>
        <Field
          id={fieldId('name')}
          label={text('name')}
          requiredText={text('required')}
          error={errors.name}
        >
          {(props) => (
            <input
              {...props}
              {...common('name')}
              type="text"
              autoComplete="name"
              defaultValue={value('name')}
            />
          )}
        </Field>
        <Field
          id={fieldId('email')}
          label={text('email')}
          requiredText={text('required')}
          hint={text('emailHint')}
          error={errors.email}
        >
          {(props) => (
            <input
              {...props}
              {...common('email')}
              type="email"
              autoComplete="email"
              defaultValue={value('email')}
            />
          )}
        </Field>
      </fieldset>

      <div className={styles.consent}>
        <FieldError id={fieldId('consent')} error={errors.consent} />
        <input
          {...controlProps(fieldId('consent'), { error: errors.consent, required: true })}
          type="checkbox"
          name="consent"
          value="on"
          defaultChecked={value('consent') !== '' && !errors.consent}
        />
        <label htmlFor={fieldId('consent')}>
          {text('consent')}
          <RequiredMark text={text('required')} />
        </label>
      </div>

      <Button type="submit" size="large" className={styles.submit} disabled={sending}>
        {sending ? text('sending') : text('submit')}
      </Button>
    </Form>
  );
}
