import { defineLayout } from '../define';

// The outbox of replies to visitors (src/replies): hidden from the content manager; staff see
// each request's lines in the request's side panel ("Antworten an die Person").
const locked = { editable: false } as const;

export default defineLayout({
  uid: 'api::reply-mail.reply-mail',
  name: { de: 'Antwort-Mail', en: 'Reply mail' },
  fields: {
    key: {
      label: 'Schlüssel',
      description: 'Art, Eintrag und Vorlage: je Anfrage und Vorlage eine Mail.',
      ...locked,
    },
    kind: { label: 'Art', description: 'Buchungsanfrage oder Barrieremeldung.', ...locked },
    entryDocumentId: {
      label: 'Eintrag',
      description: 'Kennung der Anfrage oder Meldung.',
      ...locked,
    },
    template: {
      label: 'Vorlage',
      description: 'Welche Antwortvorlage verwendet wurde.',
      ...locked,
    },
    locale: { label: 'Sprache', description: 'Sprache der Mail (de/en).', ...locked },
    recipient: { label: 'An', description: 'Adresse der anfragenden Person.', ...locked },
    replyTo: { label: 'Antwort an', description: 'Adresse des Museums für Rückfragen.', ...locked },
    subject: { label: 'Betreff', description: 'Betreff, wie er verschickt wird.', ...locked },
    body: { label: 'Text', description: 'Text, wie er verschickt wird.', ...locked },
    state: {
      label: 'Zustellung',
      description: 'Wartet, zugestellt oder aufgegeben.',
      ...locked,
      enum: {
        queued: ['Wartet auf Zustellung', 'Waiting for delivery'],
        sent: ['Zugestellt', 'Delivered'],
        failed: ['Nicht zustellbar', 'Not deliverable'],
      },
    },
    attempts: {
      label: 'Versuche',
      description: 'Wie oft die Zustellung versucht wurde.',
      ...locked,
    },
    nextAttemptAt: {
      label: 'Nächster Versuch',
      description: 'Wann der Mailserver wieder gefragt wird.',
      ...locked,
    },
    lockedUntil: {
      label: 'In Arbeit bis',
      description: 'Technisch: solange versucht ein Vorgang die Zustellung.',
      ...locked,
      visible: false,
    },
    lastError: {
      label: 'Letzter Fehler',
      description: 'Warum der letzte Versuch scheiterte.',
      ...locked,
    },
    sentAt: {
      label: 'Zugestellt am',
      description: 'Wann der Mailserver die Mail angenommen hat.',
      ...locked,
    },
    requestedBy: { label: 'Ausgelöst von', description: 'Wer den Status gesetzt hat.', ...locked },
    messageId: {
      label: 'Message-ID',
      description: 'Kennung der Mail; eine erneut gesendete trägt dieselbe.',
      ...locked,
    },
    createdAt: { label: 'Ausgelöst am', description: 'Wann der Status gesetzt wurde.' },
  },
  edit: [
    [
      ['state', 4],
      ['template', 4],
      ['locale', 4],
    ],
    [
      ['recipient', 6],
      ['replyTo', 6],
    ],
    [['subject', 12]],
    [['body', 12]],
    [
      ['attempts', 4],
      ['nextAttemptAt', 4],
      ['sentAt', 4],
    ],
    [
      ['lastError', 6],
      ['requestedBy', 6],
    ],
    [
      ['key', 6],
      ['kind', 6],
    ],
    [
      ['entryDocumentId', 6],
      ['messageId', 6],
    ],
  ],
  list: ['template', 'state', 'attempts', 'sentAt', 'createdAt'],
  settings: { mainField: 'subject', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
});
