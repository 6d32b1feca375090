import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '~/domain/types';
import {
  initialQuizState,
  quizReducer,
  scoreQuiz,
  submittedAnswers,
  type QuizAction,
  type QuizState,
} from './quiz-state';

const questions: QuizQuestion[] = [
  {
    question: 'How old?',
    answers: [
      { text: '1898', correct: true },
      { text: '1750', correct: false },
    ],
    explanation: 'Built in 1898.',
  },
  {
    question: 'Why water?',
    answers: [
      { text: 'Cooling', correct: false },
      { text: 'Steam', correct: true },
      { text: 'Oil', correct: false },
    ],
    explanation: null,
  },
];

const run = (actions: QuizAction[], from: QuizState = initialQuizState) =>
  actions.reduce((state, action) => quizReducer(state, action, questions.length), from);

describe('quizReducer', () => {
  it('starts with the first question, nothing chosen', () => {
    expect(run([{ type: 'start' }])).toEqual({
      step: 'question',
      index: 0,
      answers: [null, null],
      checked: false,
    });
  });

  it('does not start a quiz without questions', () => {
    expect(quizReducer(initialQuizState, { type: 'start' }, 0)).toEqual(initialQuizState);
  });

  it('checks only a chosen answer and goes on only after checking', () => {
    const started = run([{ type: 'start' }]);
    expect(run([{ type: 'check' }], started)).toEqual(started);
    expect(run([{ type: 'next' }], started)).toEqual(started);
    const checked = run([{ type: 'choose', answer: 1 }, { type: 'check' }], started);
    expect(checked).toMatchObject({
      step: 'question',
      index: 0,
      answers: [1, null],
      checked: true,
    });
    expect(
      run([{ type: 'choose', answer: 0 }], checked),
      'the answer is fixed once checked',
    ).toEqual(checked);
    expect(run([{ type: 'next' }], checked)).toMatchObject({
      index: 1,
      checked: false,
    });
  });

  it('ends in the result after the last question and goes back to the start', () => {
    const result = run([
      { type: 'start' },
      { type: 'choose', answer: 0 },
      { type: 'check' },
      { type: 'next' },
      { type: 'choose', answer: 2 },
      { type: 'check' },
      { type: 'next' },
    ]);
    expect(result).toEqual({ step: 'result', answers: [0, 2] });
    expect(run([{ type: 'back' }], result)).toEqual(initialQuizState);
  });
});

describe('scoreQuiz', () => {
  it('counts right answers and lists the retrospective', () => {
    const score = scoreQuiz(questions, [0, 2]);
    expect(score.correct).toBe(1);
    expect(score.total).toBe(2);
    expect(score.rows).toEqual([
      {
        question: 'How old?',
        chosen: '1898',
        right: '1898',
        correct: true,
        explanation: 'Built in 1898.',
      },
      {
        question: 'Why water?',
        chosen: 'Oil',
        right: 'Steam',
        correct: false,
        explanation: null,
      },
    ]);
  });

  it('counts open questions as wrong', () => {
    expect(scoreQuiz(questions, [null, 1])).toMatchObject({
      correct: 1,
      total: 2,
    });
    expect(scoreQuiz(questions, []).rows[0]).toMatchObject({
      chosen: null,
      correct: false,
    });
  });
});

describe('submittedAnswers', () => {
  it('reads the plain form only when it was submitted', () => {
    expect(submittedAnswers(new URLSearchParams('answer-0=1'), questions)).toBeNull();
    expect(
      submittedAnswers(new URLSearchParams('quiz=check&answer-0=1&answer-1=1'), questions),
    ).toEqual([1, 1]);
  });

  it('treats missing, broken and out-of-range values as unanswered', () => {
    expect(
      submittedAnswers(new URLSearchParams('quiz=check&answer-0=x&answer-1=7'), questions),
    ).toEqual([null, null]);
    expect(submittedAnswers(new URLSearchParams('quiz=check&answer-0=-1'), questions)).toEqual([
      null,
      null,
    ]);
  });
});
