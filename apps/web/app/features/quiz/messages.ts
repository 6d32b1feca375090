/** UI strings of the quiz (de is the reference). */
import { defineMessages, type KeyOf, type Translate } from '~/i18n/translate';

export const quizMessages = defineMessages({
  de: {
    'quiz.heading': 'Quiz',
    'quiz.intro':
      '{count, plural, one {# Frage} other {# Fragen}} – eine nach der anderen. Nach jeder Antwort sehen Sie, ob sie stimmt.',
    'quiz.start': 'Quiz starten',
    'quiz.progress': 'Frage {number} von {count}',
    'quiz.check': 'Antwort prüfen',
    'quiz.checkAll': 'Antworten prüfen',
    'quiz.next': 'Nächste Frage',
    'quiz.finish': 'Ergebnis anzeigen',
    'quiz.correct': 'Richtig!',
    'quiz.wrong': 'Leider falsch. Richtig ist: {answer}',
    'quiz.choose': 'Bitte wählen Sie eine Antwort.',
    'quiz.result': '{correct} von {total} richtig beantwortet',
    'quiz.review': 'Rückblick auf Ihre Antworten',
    'quiz.yourAnswer': 'Ihre Antwort',
    'quiz.rightAnswer': 'Richtige Antwort',
    'quiz.noAnswer': 'keine Antwort',
    'quiz.explanation': 'Erklärung',
    'quiz.isCorrect': 'richtig',
    'quiz.isWrong': 'falsch',
    'quiz.back': 'Zurück zur Seite',
  },
  en: {
    'quiz.heading': 'Quiz',
    'quiz.intro':
      '{count, plural, one {# question} other {# questions}} – one after the other. After each answer you see whether it is right.',
    'quiz.start': 'Start the quiz',
    'quiz.progress': 'Question {number} of {count}',
    'quiz.check': 'Check answer',
    'quiz.checkAll': 'Check answers',
    'quiz.next': 'Next question',
    'quiz.finish': 'Show result',
    'quiz.correct': 'Correct!',
    'quiz.wrong': 'Sorry, that is wrong. The right answer is: {answer}',
    'quiz.choose': 'Please choose an answer.',
    'quiz.result': '{correct} of {total} answered correctly',
    'quiz.review': 'Your answers in review',
    'quiz.yourAnswer': 'Your answer',
    'quiz.rightAnswer': 'Right answer',
    'quiz.noAnswer': 'no answer',
    'quiz.explanation': 'Explanation',
    'quiz.isCorrect': 'correct',
    'quiz.isWrong': 'wrong',
    'quiz.back': 'Back to the page',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    quiz: (typeof quizMessages)['de'];
  }
}

export type QuizMessageKey = KeyOf<'quiz'>;
export type QuizTranslate = Translate<QuizMessageKey>;
