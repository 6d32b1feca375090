import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import {
  baseUrl,
  cmsOffers,
  detailPath,
  locales,
  ofType,
  type CmsOffer,
  type CmsQuestion,
  type Locale,
} from './discover-cms';

/**
 * The quiz played to the end: stepped with JavaScript, as one plain form without. The result
 * with its review of every answer is checked with axe in both forms.
 */
const texts = {
  de: {
    start: 'Quiz starten',
    check: 'Antwort prüfen',
    next: 'Nächste Frage',
    finish: 'Ergebnis anzeigen',
    checkAll: 'Antworten prüfen',
    back: 'Zurück zur Seite',
    progress: (n: number, m: number) => `Frage ${n} von ${m}`,
    correct: 'Richtig!',
    wrong: 'Leider falsch.',
    result: (n: number, m: number) => `${n} von ${m} richtig beantwortet`,
  },
  en: {
    start: 'Start the quiz',
    check: 'Check answer',
    next: 'Next question',
    finish: 'Show result',
    checkAll: 'Check answers',
    back: 'Back to the page',
    progress: (n: number, m: number) => `Question ${n} of ${m}`,
    correct: 'Correct!',
    wrong: 'Sorry, that is wrong.',
    result: (n: number, m: number) => `${n} of ${m} answered correctly`,
  },
};

const rightAnswer = (question: CmsQuestion) =>
  question.answers.find((answer) => answer.correct)!.text;
const wrongAnswer = (question: CmsQuestion) =>
  question.answers.find((answer) => !answer.correct)!.text;
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe(`quiz at ${baseUrl}`, () => {
  let browser: Browser;
  const quizzes = {} as Record<Locale, CmsOffer>;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const locale of locales) quizzes[locale] = ofType(await cmsOffers(locale), 'Quiz');
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`is played one question at a time with feedback, result and review; axe clean (${locale})`, async () => {
      const quiz = quizzes[locale];
      const questions = quiz.quiz;
      expect(questions.length).toBeGreaterThan(1);
      const t = texts[locale];
      // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${detailPath(locale, quiz.slug)}`);
      const section = page.locator('#quiz');
      await section.getByRole('button', { name: t.start }).click();

      // All answers right except the last one.
      for (const [index, question] of questions.entries()) {
        const last = index === questions.length - 1;
        expect(await focusedText(page), 'focus moves to the new question').toBe(
          t.progress(index + 1, questions.length),
        );
        const group = section.getByRole('group', { name: question.question });
        await group
          .getByRole('radio', {
            name: last ? wrongAnswer(question) : rightAnswer(question),
            exact: true,
          })
          .check();
        await section.getByRole('button', { name: t.check }).click();
        const status = section.getByRole('status');
        await expect.poll(() => status.textContent()).toContain(last ? t.wrong : t.correct);
        if (last) expect(await status.textContent()).toContain(rightAnswer(question));
        await section.getByRole('button', { name: last ? t.finish : t.next }).click();
      }

      const result = t.result(questions.length - 1, questions.length);
      await expect.poll(() => focusedText(page)).toBe(result);
      const review = (await section.textContent()) ?? '';
      for (const question of questions) {
        expect(review).toContain(question.question);
        expect(review).toContain(rightAnswer(question));
        if (question.explanation) expect(review).toContain(question.explanation);
      }
      expect(review).toContain(wrongAnswer(questions.at(-1)!));
      // The result and the review of every answer are one step: axe on both at once.
      expect(await axeViolations(page)).toEqual([]);

      await section.getByRole('button', { name: t.back }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quiz-heading');
      expect(await section.getByRole('button', { name: t.start }).isVisible()).toBe(true);
      await context.close();
    });

    it(`works as a plain form without JavaScript; its result axe clean (${locale})`, async () => {
      const quiz = quizzes[locale];
      const questions = quiz.quiz;
      const t = texts[locale];
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${detailPath(locale, quiz.slug)}`);
      const section = page.locator('#quiz');
      expect(await section.locator('fieldset').count()).toBe(questions.length);
      // The first answer right, every other one left open.
      const first = questions[0]!;
      await section
        .getByRole('group', { name: first.question })
        .getByRole('radio', { name: rightAnswer(first), exact: true })
        .check();
      await section.getByRole('button', { name: t.checkAll }).click();
      await page.waitForURL(/quiz=check/);
      expect(await page.locator('#quiz h3').first().textContent()).toBe(
        t.result(1, questions.length),
      );
      const review = (await page.locator('#quiz').textContent()) ?? '';
      for (const question of questions) expect(review).toContain(rightAnswer(question));
      const back = page.locator('#quiz').getByRole('link', { name: t.back });
      expect(await back.getAttribute('href')).toBe(detailPath(locale, quiz.slug));
      const resultUrl = page.url();
      await context.close();

      // The server's result and review, a state of its own: axe needs JavaScript in the page,
      // so the same address is opened again with it (the answers are in the URL).
      const withAxe = await browser.newContext({ bypassCSP: true });
      const reviewPage = await withAxe.newPage();
      await reviewPage.goto(resultUrl);
      await reviewPage.waitForLoadState('networkidle');
      expect(await reviewPage.locator('#quiz h3').first().textContent()).toBe(
        t.result(1, questions.length),
      );
      expect(await axeViolations(reviewPage)).toEqual([]);
      await withAxe.close();
    });
  }
});
