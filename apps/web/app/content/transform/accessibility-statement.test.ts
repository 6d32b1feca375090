/** The single type accessibility-statement as the domain's `AccessibilityStatement`. */
import { describe, expect, it } from 'vitest';
import { readFixture, testContext } from '../__fixtures__/files';
import { flattenStrapi, responseData, type ContentProblem } from '../strapi';
import { toAccessibilityStatement } from './accessibility-statement';

function parse(data: unknown) {
  const problems: ContentProblem[] = [];
  const statement = toAccessibilityStatement(data, testContext('de', problems));
  return { statement, problems, where: problems.map((problem) => problem.where) };
}

const complete = {
  title: 'Erklärung zur Barrierefreiheit',
  intro: 'Gilt für diese Website.',
  conformance: 'partiallyCompliant',
  assessmentMethod: 'externalTest',
  assessmentNote: 'Geprüft von einem Prüfbüro.',
  statementDate: '2025-10-01',
  lastReviewDate: '2026-10-15',
  barriers: [
    {
      id: 1,
      title: 'Alte PDF-Dateien',
      description: 'Im Archiv.',
      reason: 'Unverhältnismäßig.',
      alternative: 'Auf Anfrage als Text.',
    },
  ],
  feedbackText: 'Schreiben Sie uns.',
  contactMail: 'barrierefreiheit@museum.example',
  contactPhone: '+49 123 45',
  reportFormLink: '/barrierefreiheit/barriere-melden',
  conciliationName: 'Schlichtungsstelle (Beispiel)',
  conciliationAddress: 'Musterstraße 1\n12345 Musterstadt',
  conciliationUrl: 'https://schlichtung.example.org',
  conciliationMail: 'info@schlichtung.example.org',
  conciliationText: 'Kostenlos und ohne Anwalt.',
  seo: { metaTitle: 'Erklärung', metaDescription: 'Wie barrierefrei.' },
};

describe('toAccessibilityStatement', () => {
  it('gives every part BITV 2.0 asks for, without reporting anything', () => {
    const { statement, problems } = parse(complete);
    expect(problems).toEqual([]);
    expect(statement).toEqual({
      title: 'Erklärung zur Barrierefreiheit',
      intro: 'Gilt für diese Website.',
      conformance: 'partiallyCompliant',
      assessmentMethod: 'externalTest',
      assessmentNote: 'Geprüft von einem Prüfbüro.',
      statementDate: '2025-10-01',
      lastReviewDate: '2026-10-15',
      barriers: [
        {
          title: 'Alte PDF-Dateien',
          description: 'Im Archiv.',
          reason: 'Unverhältnismäßig.',
          alternative: 'Auf Anfrage als Text.',
        },
      ],
      feedback: {
        text: 'Schreiben Sie uns.',
        mail: 'barrierefreiheit@museum.example',
        phone: '+49 123 45',
        reportFormLink: '/barrierefreiheit/barriere-melden',
      },
      conciliation: {
        name: 'Schlichtungsstelle (Beispiel)',
        addressLines: ['Musterstraße 1', '12345 Musterstadt'],
        url: 'https://schlichtung.example.org',
        mail: 'info@schlichtung.example.org',
        text: 'Kostenlos und ohne Anwalt.',
      },
      seo: { metaTitle: 'Erklärung', metaDescription: 'Wie barrierefrei.', shareImage: null },
    });
  });

  it('gives the recorded statement of each language, in both shapes alike', () => {
    for (const locale of ['de', 'en'] as const) {
      const [v5, v4] = (['v5', 'v4'] as const).map((shape) =>
        parse(responseData(readFixture(shape, `accessibility-statement.${locale}`))),
      );
      expect(v5!.problems).toEqual([]);
      expect(v4!.statement).toEqual(v5!.statement);
      expect(v5!.statement).toMatchObject({
        conformance: 'partiallyCompliant',
        assessmentMethod: 'selfAssessment',
        statementDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        feedback: {
          reportFormLink:
            locale === 'de'
              ? '/barrierefreiheit/barriere-melden'
              : '/en/accessibility/report-a-barrier',
        },
      });
      expect(v5!.statement?.barriers.length).toBeGreaterThan(0);
    }
  });

  it('reads the v4 shape (attributes) like the flat one', () => {
    const nested = { id: 1, attributes: complete };
    expect(parse(flattenStrapi(nested)).statement).toEqual(parse(complete).statement);
  });

  it('has no statement while the CMS has none or it has no title', () => {
    expect(parse(null).statement).toBeNull();
    const untitled = parse({ ...complete, title: '  ' });
    expect(untitled.statement).toBeNull();
    expect(untitled.where).toEqual(['accessibility-statement']);
  });

  it('drops unknown enumeration values and non-dates, reporting each', () => {
    const { statement, where } = parse({
      ...complete,
      conformance: 'mostly',
      assessmentMethod: 'guess',
      statementDate: '2026-02-30',
      lastReviewDate: 'last week',
    });
    expect(statement).toMatchObject({
      conformance: null,
      assessmentMethod: null,
      statementDate: null,
      lastReviewDate: null,
    });
    expect(where).toEqual([
      'accessibility-statement.conformance',
      'accessibility-statement.assessmentMethod',
      'accessibility-statement.statementDate',
      'accessibility-statement.lastReviewDate',
    ]);
  });

  it('refuses addresses a page must not link, keeping the rest', () => {
    const { statement, where } = parse({
      ...complete,
      reportFormLink: 'javascript:alert(1)',
      conciliationUrl: 'mailto:someone@example.org',
      contactMail: 'a@example.org?bcc=b@example.org',
      conciliationMail: 'not a mail',
    });
    expect(statement?.feedback).toMatchObject({
      reportFormLink: null,
      mail: null,
      phone: '+49 123 45',
    });
    expect(statement?.conciliation).toMatchObject({ url: null, mail: null });
    expect(where).toEqual([
      'accessibility-statement.contactMail',
      'accessibility-statement.reportFormLink',
      'accessibility-statement.conciliationUrl',
      'accessibility-statement.conciliationMail',
    ]);
  });

  it('leaves out a barrier without a title and keeps the others', () => {
    const { statement, where } = parse({
      ...complete,
      barriers: [{ description: 'ohne Titel' }, { title: 'Videos', reason: null }],
    });
    expect(statement?.barriers).toEqual([
      { title: 'Videos', description: null, reason: null, alternative: null },
    ]);
    expect(where).toEqual(['accessibility-statement.barriers[0]']);
  });

  it('accepts an absolute form address and an empty list of barriers', () => {
    const { statement, problems } = parse({
      ...complete,
      reportFormLink: 'https://forms.example.org/barriere',
      barriers: [],
    });
    expect(problems).toEqual([]);
    expect(statement?.feedback.reportFormLink).toBe('https://forms.example.org/barriere');
    expect(statement?.barriers).toEqual([]);
  });
});
