import { useEffect, useReducer, useRef, useState, type Ref } from 'react';
import { useHydrated } from '~/ui/use-hydrated';
import type { QuizQuestion } from '~/domain/types';
import type { QuizTranslate } from './messages';
import { QuizForm } from './QuizForm';
import { QuizReview } from './QuizReview';
import {
  correctIndex,
  initialQuizState,
  isCorrect,
  quizReducer,
  scoreQuiz,
  type Answers,
  type QuizState,
} from './quiz-state';
import { Button, buttonClass } from '~/ui/button/Button';
import form from '~/ui/form/Form.module.css';
import styles from './Quiz.module.css';
import { useT } from '~/i18n/react';

export const quizAnchor = 'quiz';

/**
 * The quiz (SPEC §4). From the server: a plain form of all questions, or — when that form was
 * sent — the result. With JavaScript: one question at a time with feedback, then the result.
 */
export function Quiz({
  questions,
  path,
  submitted,
}: {
  questions: readonly QuizQuestion[];
  /** The page's own path, where the plain form is sent. */
  path: string;
  /** The answers of a sent plain form (from the URL), else null. */
  submitted: Answers | null;
}) {
  const t = useT('quiz');
  const enhanced = useHydrated();
  if (questions.length === 0) return null;

  return (
    <section id={quizAnchor} className={styles.quiz} aria-labelledby="quiz-heading">
      {submitted ? (
        <>
          <h2 id="quiz-heading" className={styles.heading}>
            {t('quiz.heading')}
          </h2>
          <QuizReview score={scoreQuiz(questions, submitted)} t={t} />
          <p className={styles.actions}>
            <a href={path} className={buttonClass({ variant: 'secondary' })}>
              {t('quiz.back')}
            </a>
          </p>
        </>
      ) : enhanced ? (
        <SteppedQuiz questions={questions} t={t} />
      ) : (
        <>
          <h2 id="quiz-heading" className={styles.heading}>
            {t('quiz.heading')}
          </h2>
          <QuizForm questions={questions} action={`${path}#${quizAnchor}`} t={t} />
        </>
      )}
    </section>
  );
}

function SteppedQuiz({ questions, t }: { questions: readonly QuizQuestion[]; t: QuizTranslate }) {
  const [state, dispatch] = useReducer(
    (current: QuizState, action: Parameters<typeof quizReducer>[1]) =>
      quizReducer(current, action, questions.length),
    initialQuizState,
  );
  const [hint, setHint] = useState('');
  const quizHeading = useRef<HTMLHeadingElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const stepKey = state.step === 'question' ? `question-${state.index}` : state.step;

  // Focus follows the step: the new question's heading, the result, or the quiz's start.
  useEffect(() => {
    if (!moved.current) return;
    (state.step === 'start' ? quizHeading : stepHeading).current?.focus();
  }, [stepKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const act = (action: Parameters<typeof quizReducer>[1]) => {
    moved.current = true;
    setHint('');
    dispatch(action);
  };

  return (
    <>
      <h2 id="quiz-heading" ref={quizHeading} tabIndex={-1} className={styles.heading}>
        {t('quiz.heading')}
      </h2>
      {state.step === 'start' ? (
        <>
          <p>{t('quiz.intro', { count: questions.length })}</p>
          <Button onClick={() => act({ type: 'start' })}>{t('quiz.start')}</Button>
        </>
      ) : null}
      {state.step === 'question' ? (
        <QuestionStep
          question={questions[state.index]!}
          number={state.index + 1}
          count={questions.length}
          chosen={state.answers[state.index] ?? null}
          checked={state.checked}
          hint={hint}
          headingRef={stepHeading}
          t={t}
          onChoose={(answer) => act({ type: 'choose', answer })}
          onCheck={() =>
            state.answers[state.index] === null ? setHint(t('quiz.choose')) : act({ type: 'check' })
          }
          onNext={() => act({ type: 'next' })}
        />
      ) : null}
      {state.step === 'result' ? (
        <>
          <QuizReview score={scoreQuiz(questions, state.answers)} t={t} headingRef={stepHeading} />
          <Button variant="secondary" onClick={() => act({ type: 'back' })}>
            {t('quiz.back')}
          </Button>
        </>
      ) : null}
    </>
  );
}

function QuestionStep({
  question,
  number,
  count,
  chosen,
  checked,
  hint,
  headingRef,
  t,
  onChoose,
  onCheck,
  onNext,
}: {
  question: QuizQuestion;
  number: number;
  count: number;
  chosen: number | null;
  checked: boolean;
  hint: string;
  headingRef: Ref<HTMLHeadingElement>;
  t: QuizTranslate;
  onChoose: (answer: number) => void;
  onCheck: () => void;
  onNext: () => void;
}) {
  const feedback = checked
    ? isCorrect(question, chosen)
      ? t('quiz.correct')
      : t('quiz.wrong', {
          answer: question.answers[correctIndex(question)]?.text ?? '',
        })
    : hint;
  const last = number === count;
  return (
    <form onSubmit={(event) => event.preventDefault()} className={form.controls}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.progress}>
        {t('quiz.progress', { number, count })}
      </h3>
      <fieldset className={`${form.fieldset} ${styles.fieldset}`} disabled={checked}>
        <legend className={`${form.legend} ${styles.legend}`}>{question.question}</legend>
        <div className={styles.options}>
          {question.answers.map((answer, index) => (
            <label key={`${number}-${index}`} className={styles.option}>
              <input
                type="radio"
                name={`quiz-question-${number}`}
                value={index}
                checked={chosen === index}
                onChange={() => onChoose(index)}
              />
              {answer.text}
            </label>
          ))}
        </div>
      </fieldset>
      {/* One live region for the whole step, so feedback and hints are announced. */}
      <p className={styles.feedback} role="status" aria-live="polite">
        {feedback}
      </p>
      {checked && question.explanation ? <p>{question.explanation}</p> : null}
      <div className={styles.actions}>
        {/* One button that changes its task keeps the keyboard focus in place. */}
        <Button type="submit" onClick={checked ? onNext : onCheck}>
          {checked ? t(last ? 'quiz.finish' : 'quiz.next') : t('quiz.check')}
        </Button>
      </div>
    </form>
  );
}
