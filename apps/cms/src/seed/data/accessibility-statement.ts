// The accessibility statement (BITV 2.0 § 7, EU directive 2016/2102) of the fictional museum.
// The conciliation body is demo data that editors replace with the office responsible for them.
import { addDays, isoDate } from '../lib/time';
import type { SeedContext } from '../lib/context';

const MAIL = 'barrierefreiheit@zentralmuseum.example';
const PHONE = '+49 123 456 78-25';

export function accessibilityStatement(ctx: SeedContext) {
  // Dates follow the seed's clock: reviewed a month ago, first written the year before.
  const shared = {
    conformance: 'partiallyCompliant',
    assessmentMethod: 'selfAssessment',
    statementDate: isoDate(addDays(ctx.today, -400)),
    lastReviewDate: isoDate(addDays(ctx.today, -30)),
    contactMail: MAIL,
    contactPhone: PHONE,
  };
  return {
    de: {
      ...shared,
      title: 'Erklärung zur Barrierefreiheit',
      intro:
        'Das Zentralmuseum Mittelstadt ist bemüht, seine Website barrierefrei zugänglich zu machen. Diese Erklärung gilt für die Website des Zentralmuseums in deutscher und englischer Sprache.',
      assessmentNote:
        'Die Redaktion hat die Website selbst geprüft: mit Tastatur, Screenreader, Vergrößerung und automatischen Tests nach WCAG 2.1 Stufe AA.',
      barriers: [
        {
          title: 'Ältere PDF-Dokumente in den Pressemappen',
          description:
            'Einige PDF-Dateien aus den Jahren vor 2020 haben keine Struktur für Screenreader.',
          reason:
            'Die Dateien stammen aus dem Archiv. Sie nachträglich barrierefrei zu machen, wäre eine unverhältnismäßige Belastung.',
          alternative: `Wir schicken Ihnen den Inhalt gern als barrierefreies Dokument oder als Text: ${MAIL}.`,
        },
        {
          title: 'Videos ohne Untertitel',
          description: 'Zwei ältere Videos in den digitalen Angeboten haben noch keine Untertitel.',
          reason: 'Die Untertitel werden gerade erstellt.',
          alternative: 'Zu beiden Videos gibt es ein Transkript auf der Seite des Videos.',
        },
      ],
      feedbackText:
        'Sind Ihnen Barrieren auf dieser Website aufgefallen? Oder brauchen Sie einen Inhalt in einer anderen Form? Melden Sie sich bei uns. Wir antworten innerhalb von zwei Wochen.',
      reportFormLink: '/barrierefreiheit/barriere-melden',
      conciliationName: 'Schlichtungsstelle Barrierefreiheit (Beispiel)',
      conciliationAddress: 'Musterstraße 10\n50999 Mittelstadt',
      conciliationUrl: 'https://schlichtung.example.org',
      conciliationMail: 'info@schlichtung.example.org',
      conciliationText:
        'Haben wir Ihnen nicht oder nicht zufriedenstellend geantwortet, können Sie ein Schlichtungsverfahren beantragen. Die Schlichtungsstelle hilft, den Streit ohne Gericht zu lösen. Das Verfahren ist kostenlos, und Sie brauchen keinen Rechtsbeistand. (Beispieldaten: Bitte ersetzen Sie Name und Anschrift durch die für Ihr Haus zuständige Schlichtungsstelle.)',
      seo: {
        metaTitle: 'Erklärung zur Barrierefreiheit | Zentralmuseum',
        metaDescription:
          'Wie barrierefrei die Website des Zentralmuseums ist, welche Barrieren wir kennen und wie Sie uns Mängel melden.',
      },
    },
    en: {
      ...shared,
      title: 'Accessibility statement',
      intro:
        'The Zentralmuseum Mittelstadt strives to make its website accessible. This statement applies to the Zentralmuseum website in German and English.',
      assessmentNote:
        'The editorial team tested the website itself: with keyboard, screen reader, magnification and automated tests against WCAG 2.1 level AA.',
      barriers: [
        {
          title: 'Older PDF documents in the press kits',
          description: 'Some PDF files from before 2020 have no structure for screen readers.',
          reason:
            'The files come from the archive. Making them accessible afterwards would be a disproportionate burden.',
          alternative: `We will gladly send you the content as an accessible document or as text: ${MAIL}.`,
        },
        {
          title: 'Videos without subtitles',
          description: 'Two older videos in the digital offers do not have subtitles yet.',
          reason: 'The subtitles are being made.',
          alternative: 'Both videos have a transcript on their page.',
        },
      ],
      feedbackText:
        'Have you come across barriers on this website? Or do you need content in another form? Get in touch. We will reply within two weeks.',
      reportFormLink: '/en/accessibility/report-a-barrier',
      conciliationName: 'Accessibility conciliation body (example)',
      conciliationAddress: 'Musterstraße 10\n50999 Mittelstadt\nGermany',
      conciliationUrl: 'https://schlichtung.example.org/en',
      conciliationMail: 'info@schlichtung.example.org',
      conciliationText:
        'If we have not answered you, or not to your satisfaction, you can apply for a conciliation procedure. The conciliation body helps to settle the dispute without going to court. The procedure is free of charge and you do not need a lawyer. (Example data: please replace the name and address with the conciliation body responsible for your institution.)',
      seo: {
        metaTitle: 'Accessibility statement | Zentralmuseum',
        metaDescription:
          'How accessible the Zentralmuseum website is, which barriers we know of and how to report problems.',
      },
    },
  };
}
