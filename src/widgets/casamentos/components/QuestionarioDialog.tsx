import { DataFrame, fromQuery } from '../../../core/data';
import { ModalForm, TextAreaField } from '../../../core/form';
import { TEXT } from '../text';
import { useQuestionarioForm } from '../useQuestionarioForm';

/** 'Questionário da entrevista': the parish's questions for the interviews recorded from now on (the common ones until it changes them). */
export function QuestionarioDialog({ onClose }: { onClose: () => void }) {
  const f = useQuestionarioForm(onClose);
  const error = f.form.formState.errors.perguntas;
  return (
    <ModalForm title={TEXT.questionnaireTitle} submit={TEXT.save} controller={f} onClose={onClose} className="form">
      <p className="muted small">{TEXT.questionnaireHint}</p>
      <DataFrame state={fromQuery(f.questionario)} loading={TEXT.loadingQuestionnaire} failed={TEXT.questionnaireFailed}>
        {() => (
          <ol className="checklist-items">
            {f.questions.fields.map((field, i) => (
              <li key={field.id}>
                <TextAreaField name={`perguntas.${i}.texto`} label={TEXT.questionText(i + 1)} rows={2} maxLength={300} />
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`${TEXT.remove}: ${TEXT.questionText(i + 1)}`}
                  onClick={() => f.questions.remove(i)}
                >
                  {TEXT.remove}
                </button>
              </li>
            ))}
          </ol>
        )}
      </DataFrame>
      {(error?.message ?? error?.root?.message) && (
        <p className="field-error" role="alert">
          {error?.message ?? error?.root?.message}
        </p>
      )}
      <button type="button" className="btn btn-small" onClick={f.add}>
        {TEXT.addQuestion}
      </button>
    </ModalForm>
  );
}
