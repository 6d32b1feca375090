// The planning panel's texts, German ("Sie") and English, by the admin's language.

export type PlanMode = 'publish' | 'unpublish';

const de = {
  title: 'Veröffentlichung planen',
  heading: { publish: 'Veröffentlichen am', unpublish: 'Veröffentlichung beenden am' },
  add: { publish: 'Veröffentlichung planen', unpublish: 'Ende der Veröffentlichung planen' },
  save: { publish: 'Veröffentlichung planen', unpublish: 'Ende planen' },
  plannedFor: (when: string) => `Geplant: ${when}`,
  change: 'Ändern',
  remove: 'Planung löschen',
  cancel: 'Abbrechen',
  clear: 'Leeren',
  day: 'Datum',
  time: 'Uhrzeit',
  timeHint: 'Berliner Zeit; vorgeschlagen ist 09:00 Uhr.',
  failed: 'Die Planung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  invalid:
    'So lässt sich der Eintrag nicht veröffentlichen: Bitte füllen Sie zuerst alle Pflichtfelder aus und speichern Sie.',
};

const en: typeof de = {
  title: 'Plan publishing',
  heading: { publish: 'Publish on', unpublish: 'Unpublish on' },
  add: { publish: 'Plan publishing', unpublish: 'Plan the end of publishing' },
  save: { publish: 'Plan publishing', unpublish: 'Plan the end' },
  plannedFor: (when: string) => `Planned: ${when}`,
  change: 'Change',
  remove: 'Delete plan',
  cancel: 'Cancel',
  clear: 'Clear',
  day: 'Date',
  time: 'Time',
  timeHint: 'Berlin time; 09:00 is suggested.',
  failed: 'The plan could not be saved. Please try again.',
  invalid:
    'The entry cannot be published like this: please fill in all required fields and save first.',
};

export const planningTexts = (language: string | null | undefined) => (language === 'en' ? en : de);

/** The list column of planned publishing: its header and its cell. */
export const plannedColumnTexts = (language: string | null | undefined) =>
  language === 'en'
    ? { header: 'Planned', publish: '', unpublish: 'ends ' }
    : { header: 'Geplant', publish: '', unpublish: 'Ende ' };
