import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { addDays, berlinInstant } from '~/time';
import { ErrorSummary, FormRefusal } from '~/ui/form/ErrorSummary';
import { Field, FieldError, RequiredMark, controlProps } from '~/ui/form/Field';
import { fieldId } from './field-id';
import {
  bookingFields,
  maxLengths,
  salutations,
  DEFAULT_MAX_PARTICIPANTS,
  MAX_DAYS_AHEAD,
  type BookingField,
} from './fields';
import { HONEYPOT_FIELD, SUBMISSION_FIELD, formValues } from './form-values';
import { timeHint } from './time-window';
import type { BookingCalendar } from './rules';
import type { BookingErrors, dateProblem, validateBookingRequest } from './validate';
import type { Locale } from '~/domain/locale';
import type { BookingOfferData, FormProblem } from './page-data';
import { useT } from '~/i18n/react';
import type { KeyOf, Translate } from '~/i18n/translate';
import { Button } from '~/ui/button/Button';
import form from '~/ui/form/Form.module.css';

type FormTranslate = Translate<KeyOf<'bookingForm'>>;

import styles from './BookingForm.module.css';

let validate: typeof validateBookingRequest | undefined;
let checkDate: typeof dateProblem | undefined;
let validateLoading: Promise<void> | undefined;

/**
 * The rules' code, asked for when the form first gets the focus (a visitor has to fill it in
 * before sending), so that the page does not load it up front (docs/decisions/0028).
 */
function loadValidation(): Promise<void> {
  validateLoading ??= import('./validate').then(
    (module) => {
      validate = module.validateBookingRequest;
      checkDate = module.dateProblem;
    },
    (error: unknown) => {
      // Asked for again on the next focus or sending.
      validateLoading = undefined;
      throw error;
    },
  );
  return validateLoading;
}

/** The field's name in the error summary; the consent's message names what it is about. */
function summaryLabel(field: BookingField, text: FormTranslate): string | null {
  if (field === 'consent') return null;
  if (field === 'hour' || field === 'minute') return text('time');
  const key = field.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
  return text(key as KeyOf<'bookingForm'>);
}

const hours = ['09', '10', '11', '12', '13', '14', '15'];
const minutes = ['00', '15', '30', '45'];
const tourLanguages = ['de', 'en'] as const;

export interface BookingFormProps {
  offer: BookingOfferData;
  submissionId: string;
  today: string;
  /** The offer's rules and the museum's hours (./rules.ts), as the server checks them. */
  calendar: BookingCalendar;
  /** The rules in words, from the server. */
  rulesHint: string;
  locale: Locale;
  values: Record<string, string>;
  serverErrors: BookingErrors;
  problem: FormProblem | null;
}

/**
 * The request form (SPEC §3). It posts as a plain form; with JavaScript the same
 * validateBookingRequest runs before sending (its code loaded on the first focus), so the rules
 * exist once.
 */
export function BookingForm({
  offer,
  submissionId,
  today,
  calendar,
  rulesHint,
  locale,
  values,
  serverErrors,
  problem,
}: BookingFormProps) {
  const text = useT('bookingForm');
  const t = useT('booking');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const [clientErrors, setClientErrors] = useState<BookingErrors | null>(null);
  const [date, setDate] = useState(values.date ?? '');
  // What the browser found about the date as soon as it was chosen (null: not checked yet).
  const [dateCheck, setDateCheck] = useState<{ date: string; message: string | null } | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const problemRef = useRef<HTMLDivElement | null>(null);
  const errors = clientErrors ?? serverErrors;
  const min = Math.max(1, offer.minParticipants ?? 1);
  const max = Math.max(min, offer.maxParticipants ?? DEFAULT_MAX_PARTICIPANTS);
  // The server's day, so that the browser's check agrees with the server's (and with the
  // date field's minimum) whatever the device's clock says; the server checks again.
  const serverNow = () => berlinInstant(today, '12:00');

  // An answer from the server replaces the browser's findings (set while rendering, as React
  // advises for state that follows a prop) and takes focus. The focus is deferred, so that it
  // comes after the focus handling of the navigation itself.
  const [answer, setAnswer] = useState({ serverErrors, problem });
  if (answer.serverErrors !== serverErrors || answer.problem !== problem) {
    setAnswer({ serverErrors, problem });
    setClientErrors(null);
    setDateCheck(null);
  }
  useEffect(() => {
    const timer = setTimeout(() => (problemRef.current ?? summaryRef.current)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [serverErrors, problem]);

  // Set while a form is sent again after the rules' code arrived or could not be loaded.
  const checked = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (checked.current) {
      checked.current = false;
      return;
    }
    if (!validate) {
      // The rules are still on their way: send once they are there. Without them (the code
      // could not be loaded) the form is sent as it is and the server checks it, as without
      // JavaScript.
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
    const result = validate(formValues(new FormData(event.currentTarget)), {
      offer,
      now: serverNow(),
      t,
      locale,
      calendar,
    });
    setDateCheck(null);
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    setTimeout(() => summaryRef.current?.focus(), 0);
  }

  /**
   * Checks a chosen date at once (on change and when leaving the field) with the rules the
   * server applies, so a closed or too early day is named before sending; the message is
   * shown at the field and announced.
   */
  function onDateChosen(chosen: string) {
    setDate(chosen);
    const check = () => {
      if (!checkDate) return;
      const message = checkDate(chosen, { offer, now: serverNow(), t, locale, calendar });
      setDateCheck({ date: chosen, message });
    };
    if (checkDate) check();
    else void loadValidation().then(check, () => {});
  }

  const value = (field: BookingField) => values[field] ?? '';
  const err = (field: BookingField) =>
    field === 'date' && dateCheck ? (dateCheck.message ?? undefined) : errors[field];
  const common = (field: BookingField) => ({ name: field, maxLength: maxLengths[field] });

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidation().catch(() => {})}
      className={`${form.controls} ${styles.form}`}
      aria-labelledby="booking-form-title"
    >
      <h2 id="booking-form-title">{text('formTitle')}</h2>
      {problem ? (
        <FormRefusal
          id="booking-problem"
          text={text(`problems.${problem}`)}
          problemRef={problemRef}
        />
      ) : null}
      <ErrorSummary
        idPrefix="booking"
        title={(count: number) => text('summaryTitle', { count })}
        errors={errors}
        order={bookingFields}
        fieldId={fieldId}
        label={(field) => summaryLabel(field, text)}
        summaryRef={summaryRef}
      />
      <p className={form.hint}>{text('requiredNote')}</p>
      <input type="hidden" name={SUBMISSION_FIELD} value={submissionId} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="booking-website">{text('honeypot')}</label>
        <input
          id="booking-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <fieldset className={styles.group}>
        <legend>{text('tourGroup')}</legend>
        <Field
          id={fieldId('language')}
          label={text('language')}
          required
          requiredText={text('required')}
          error={err('language')}
        >
          {(props) => (
            <select {...props} name="language" defaultValue={value('language')} autoComplete="off">
              <option value="">{text('choose')}</option>
              {tourLanguages.map((code) => (
                <option key={code} value={code}>
                  {text(`languages.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={fieldId('date')}
          label={text('date')}
          required
          requiredText={text('required')}
          hint={rulesHint}
          error={err('date')}
        >
          {(props) => (
            <input
              {...props}
              {...common('date')}
              type="date"
              // The earliest day the offer's lead time allows; single closed days cannot be
              // greyed out in a native date field: the hint names them, the check explains.
              min={addDays(today, Math.max(1, calendar.offer.leadDays ?? 1))}
              max={addDays(today, MAX_DAYS_AHEAD)}
              defaultValue={value('date')}
              onChange={(event) => onDateChosen(event.target.value)}
              onBlur={(event) => {
                if (event.target.value !== dateCheck?.date) onDateChosen(event.target.value);
              }}
              autoComplete="off"
            />
          )}
        </Field>
        <p id="booking-date-status" className="visually-hidden" role="status">
          {dateCheck?.message ?? ''}
        </p>
        <TimeFields date={date} values={values} error={err('time')} calendar={calendar} />
        <Field
          id={fieldId('participants')}
          label={text('participants')}
          required
          requiredText={text('required')}
          hint={text('participantsHint', { min, max })}
          error={err('participants')}
        >
          {(props) => (
            <input
              {...props}
              {...common('participants')}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              defaultValue={value('participants')}
              autoComplete="off"
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{text('personGroup')}</legend>
        <Field
          id={fieldId('salutation')}
          label={text('salutation')}
          requiredText={text('required')}
          error={err('salutation')}
        >
          {(props) => (
            <select
              {...props}
              name="salutation"
              defaultValue={value('salutation')}
              autoComplete="honorific-prefix"
            >
              <option value="">{text('noSalutation')}</option>
              {salutations.map((code) => (
                <option key={code} value={code}>
                  {text(`salutations.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          field="first-name"
          label={text('firstName')}
          required
          autoComplete="given-name"
          {...{ text, value, err, common }}
        />
        <TextField
          field="last-name"
          label={text('lastName')}
          required
          autoComplete="family-name"
          {...{ text, value, err, common }}
        />
        <TextField
          field="tel"
          label={text('tel')}
          type="tel"
          autoComplete="tel"
          {...{ text, value, err, common }}
        />
        <TextField
          field="email"
          label={text('email')}
          required
          type="email"
          autoComplete="email"
          {...{ text, value, err, common }}
        />
        <Field
          id={fieldId('message')}
          label={text('message')}
          requiredText={text('required')}
          error={err('message')}
        >
          {(props) => (
            <textarea {...props} {...common('message')} rows={5} defaultValue={value('message')} />
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{text('billingGroup')}</legend>
        <TextField
          field="company"
          label={text('company')}
          autoComplete="organization"
          {...{ text, value, err, common }}
        />
        <TextField
          field="address"
          label={text('address')}
          required
          autoComplete="address-line1"
          {...{ text, value, err, common }}
        />
        <TextField
          field="postal-code"
          label={text('postalCode')}
          required
          autoComplete="postal-code"
          {...{ text, value, err, common }}
        />
        <TextField
          field="city"
          label={text('city')}
          required
          autoComplete="address-level2"
          {...{ text, value, err, common }}
        />
        <TextField
          field="country"
          label={text('country')}
          autoComplete="country-name"
          {...{ text, value, err, common }}
        />
      </fieldset>

      <div className={styles.consent}>
        <FieldError id={fieldId('consent')} error={err('consent')} />
        <input
          {...controlProps(fieldId('consent'), { error: err('consent'), required: true })}
          type="checkbox"
          name="consent"
          value="on"
          defaultChecked={value('consent') !== '' && !err('consent')}
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

function TextField({
  field,
  label,
  required,
  type = 'text',
  autoComplete,
  text,
  value,
  err,
  common,
}: {
  field: BookingField;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete: string;
  text: FormTranslate;
  value: (field: BookingField) => string;
  err: (field: BookingField) => string | undefined;
  common: (field: BookingField) => { name: string; maxLength: number };
}) {
  return (
    <Field
      id={fieldId(field)}
      label={label}
      required={required}
      requiredText={text('required')}
      error={err(field)}
    >
      {(props) => (
        <input
          {...props}
          {...common(field)}
          type={type}
          autoComplete={autoComplete}
          defaultValue={value(field)}
        />
      )}
    </Field>
  );
}

/** Hour and minute selects (SPEC §3 hour, minute) with the time window hint of SPEC §5. */
function TimeFields({
  date,
  values,
  error,
  calendar,
}: {
  date: string;
  values: Record<string, string>;
  error?: string;
  calendar: BookingCalendar;
}) {
  const text = useT('bookingForm');
  const hint = timeHint(date === '' ? null : date, useT('booking'), calendar.offer);
  const described = ['booking-time-hint', error ? 'booking-time-error' : null]
    .filter(Boolean)
    .join(' ');
  const invalid = error ? { 'aria-invalid': true as const } : {};
  const [hour = '', minute = ''] = (values.time ?? '').split(':');
  return (
    <fieldset className={`${form.fieldset} ${styles.time}`} aria-describedby={described}>
      <legend className={form.legend}>
        {text('time')}
        <RequiredMark text={text('required')} />
      </legend>
      <p id="booking-time-hint" className={form.hint} aria-live="polite">
        {hint}
      </p>
      {error ? (
        <p id="booking-time-error" className={form.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.timeRow}>
        <div>
          <label htmlFor="booking-hour">{text('hour')}</label>
          <select
            id="booking-hour"
            name="hour"
            defaultValue={values.hour ?? hour}
            aria-describedby={described}
            aria-required
            {...invalid}
          >
            <option value="">–</option>
            {hours.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="booking-minute">{text('minute')}</label>
          <select
            id="booking-minute"
            name="minute"
            defaultValue={values.minute ?? minute}
            aria-describedby={described}
            aria-required
            {...invalid}
          >
            <option value="">–</option>
            {minutes.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
