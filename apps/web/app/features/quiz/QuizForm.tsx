import type { QuizQuestion } from '~/domain/types';
import type { QuizTranslate } from './messages';
import { answerField, checkField } from './quiz-state';
import { Button } from '~/ui/button/Button';
import form from '~/ui/form/Form.module.css';
import styles from './Quiz.module.css';

/** The quiz without JavaScript: every question in one GET form; the server scores it. */
export function QuizForm({
  questions,
  action,
  t,
}: {
  questions: readonly QuizQuestion[];
  action: string;
  t: QuizTranslate;
}) {
  return (
    <form method="get" action={action} className={form.controls}>
      {questions.map((question, index) => (
        <fieldset key={index} className={`${form.fieldset} ${styles.fieldset}`}>
          <legend className={`${form.legend} ${styles.legend}`}>
            <span className={styles.progress}>
              {t('quiz.progress', {
                number: index + 1,
                count: questions.length,
              })}
              :{' '}
            </span>
            {question.question}
          </legend>
          <div className={styles.options}>
            {question.answers.map((answer, answerIndex) => (
              <label key={answerIndex} className={styles.option}>
                <input type="radio" name={answerField(index)} value={answerIndex} />
                {answer.text}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" name={checkField.name} value={checkField.value}>
        {t('quiz.checkAll')}
      </Button>
    </form>
  );
}
