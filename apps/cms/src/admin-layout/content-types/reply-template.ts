import { defineLayout } from '../define';

// The texts of the replies to visitors (src/replies, decision 0064): one entry per language,
// chosen by the language of the request. Placeholders in braces are filled when a reply is
// queued; an unknown one is refused on saving.
const placeholders =
  'Platzhalter: {referenz}, {angebot}, {datum}, {uhrzeit}, {personen}, {eingang}, {museum}, {kontakt}.';

export default defineLayout({
  uid: 'api::reply-template.reply-template',
  name: { de: 'Antwortvorlagen', en: 'Reply templates' },
  fields: {
    bookingConfirmedSubject: {
      label: 'Bestätigung: Betreff',
      description: 'Betreff der E-Mail, wenn Sie eine Buchungsanfrage auf „Bestätigt“ setzen.',
    },
    bookingConfirmedBody: {
      label: 'Bestätigung: Text',
      description: `Text dieser E-Mail, ohne Formatierung. ${placeholders}`,
    },
    bookingDeclinedSubject: {
      label: 'Absage: Betreff',
      description: 'Betreff der E-Mail, wenn Sie eine Buchungsanfrage auf „Abgelehnt“ setzen.',
    },
    bookingDeclinedBody: {
      label: 'Absage: Text',
      description: `Text dieser E-Mail, ohne Formatierung. ${placeholders}`,
    },
    reportAnsweredSubject: {
      label: 'Barrieremeldung erledigt: Betreff',
      description:
        'Betreff der E-Mail, wenn Sie eine Barrieremeldung mit E-Mail-Adresse auf „Erledigt“ setzen.',
    },
    reportAnsweredBody: {
      label: 'Barrieremeldung erledigt: Text',
      description:
        'Text dieser E-Mail, ohne Formatierung. Platzhalter: {referenz}, {eingang}, {museum}, {kontakt}.',
    },
  },
  edit: [
    [['bookingConfirmedSubject', 12]],
    [['bookingConfirmedBody', 12]],
    [['bookingDeclinedSubject', 12]],
    [['bookingDeclinedBody', 12]],
    [['reportAnsweredSubject', 12]],
    [['reportAnsweredBody', 12]],
  ],
});
