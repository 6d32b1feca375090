import type { Ref } from 'react';
import type { QuizScore } from './quiz-state';
import type { QuizTranslate } from './messages';
import styles from './Quiz.module.css';

/** The result ("N of M answered correctly") and the retrospective of every answer. */
export function QuizReview({
  score,
  t,
  headingRef,
}: {
  score: QuizScore;
  t: QuizTranslate;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className={styles.result}>
        {t('quiz.result', { correct: score.correct, total: score.total })}
      </h3>
      <h4>{t('quiz.review')}</h4>
      <ol className={styles.review}>
        {score.rows.map((row, index) => (
          <li key={index}>
            <strong>{row.question}</strong>
            <dl>
              <dt>{t('quiz.yourAnswer')}</dt>
              <dd>
                {row.chosen ?? t('quiz.noAnswer')} (
                {t(row.correct ? 'quiz.isCorrect' : 'quiz.isWrong')})
              </dd>
              <dt>{t('quiz.rightAnswer')}</dt>
              <dd>{row.right}</dd>
              {row.explanation ? (
                <>
                  <dt>{t('quiz.explanation')}</dt>
                  <dd>{row.explanation}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
