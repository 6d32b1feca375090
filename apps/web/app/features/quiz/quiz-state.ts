/**
 * The quiz as a pure state machine (SPEC §4): start → one question at a time → check the
 * answer (feedback) → next question … → result with the retrospective → back to the start.
 * Scoring and the answers of the no-JS form live here too, so server and browser agree.
 */
import type { QuizQuestion } from '~/domain/types';

/** Per question the index of the chosen answer, or null while unanswered. */
export type Answers = readonly (number | null)[];

export type QuizState =
  | { step: 'start' }
  | { step: 'question'; index: number; answers: Answers; checked: boolean }
  | { step: 'result'; answers: Answers };

export type QuizAction =
  | { type: 'start' }
  | { type: 'choose'; answer: number }
  | { type: 'check' }
  | { type: 'next' }
  | { type: 'back' };

export const initialQuizState: QuizState = { step: 'start' };

/** Moves the quiz on; actions that make no sense in a step leave the state as it is. */
export function quizReducer(
  state: QuizState,
  action: QuizAction,
  questionCount: number,
): QuizState {
  switch (action.type) {
    case 'start':
      if (questionCount === 0) return state;
      return {
        step: 'question',
        index: 0,
        answers: Array(questionCount).fill(null),
        checked: false,
      };
    case 'choose':
      if (state.step !== 'question' || state.checked) return state;
      return {
        ...state,
        answers: state.answers.map((old, i) => (i === state.index ? action.answer : old)),
      };
    case 'check':
      if (state.step !== 'question' || state.answers[state.index] === null) return state;
      return { ...state, checked: true };
    case 'next':
      if (state.step !== 'question' || !state.checked) return state;
      if (state.index + 1 >= questionCount) return { step: 'result', answers: state.answers };
      return { ...state, index: state.index + 1, checked: false };
    case 'back':
      return initialQuizState;
  }
}

export function correctIndex(question: QuizQuestion): number {
  return question.answers.findIndex((answer) => answer.correct);
}

export function isCorrect(question: QuizQuestion, chosen: number | null): boolean {
  return chosen !== null && question.answers[chosen]?.correct === true;
}

export interface ReviewRow {
  question: string;
  /** The visitor's answer text, or null when the question was left open. */
  chosen: string | null;
  right: string | null;
  correct: boolean;
  explanation: string | null;
}

export interface QuizScore {
  correct: number;
  total: number;
  rows: ReviewRow[];
}

/** The result and the retrospective of all answers. */
export function scoreQuiz(questions: readonly QuizQuestion[], answers: Answers): QuizScore {
  const rows = questions.map((question, index) => {
    const chosen = answers[index] ?? null;
    return {
      question: question.question,
      chosen: chosen === null ? null : (question.answers[chosen]?.text ?? null),
      right: question.answers[correctIndex(question)]?.text ?? null,
      correct: isCorrect(question, chosen),
      explanation: question.explanation,
    };
  });
  return {
    correct: rows.filter((row) => row.correct).length,
    total: questions.length,
    rows,
  };
}

/** The name of a question's radio group in the plain form. */
export const answerField = (index: number) => `answer-${index}`;
/** The submit button's name and value that mark a checked form. */
export const checkField = { name: 'quiz', value: 'check' } as const;

/**
 * The answers of the plain form (works without JavaScript), or null when the URL holds no
 * submitted quiz. Unknown or out-of-range values count as unanswered.
 */
export function submittedAnswers(
  params: URLSearchParams,
  questions: readonly QuizQuestion[],
): Answers | null {
  if (params.get(checkField.name) !== checkField.value) return null;
  return questions.map((question, index) => {
    const raw = params.get(answerField(index));
    if (raw === null || !/^\d+$/.test(raw)) return null;
    const value = Number(raw);
    return value < question.answers.length ? value : null;
  });
}
