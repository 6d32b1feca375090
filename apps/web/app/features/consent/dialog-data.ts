/**
 * The dialog's texts and services, fetched once per language when the dialog is about to open
 * (or ahead, when the visitor points at a control that opens it).
 */
import type { Locale } from '~/domain/locale';
import { consentSettingsPath, type ConsentDialogData } from './consent-data';

const requests = new Map<Locale, Promise<ConsentDialogData>>();

export function dialogData(locale: Locale): Promise<ConsentDialogData> {
  let request = requests.get(locale);
  if (!request) {
    request = fetch(consentSettingsPath(locale)).then((response) => {
      if (!response.ok) throw new Error(`consent settings: ${response.status}`);
      return response.json() as Promise<ConsentDialogData>;
    });
    // A failed request may be tried again on the next opening.
    request.catch(() => requests.delete(locale));
    requests.set(locale, request);
  }
  return request;
}
