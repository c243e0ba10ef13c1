import { fromQuery } from '../../../core/data';
import { TextAreaField } from '../../../core/form';
import { TEXT } from '../text';
import { useQuestionarioForm } from '../useQuestionarioForm';
import { ParishListDialog } from './ParishListDialog';

/** 'Questionário da entrevista': the parish's questions for the interviews recorded from now on (the common ones until it changes them). */
export function QuestionarioDialog({ onClose }: { onClose: () => void }) {
  const f = useQuestionarioForm(onClose);
  return (
    <ParishListDialog
      title={TEXT.questionnaireTitle}
      hint={TEXT.questionnaireHint}
      controller={f}
      state={fromQuery(f.questionario)}
      loading={TEXT.loadingQuestionnaire}
      failed={TEXT.questionnaireFailed}
      error={f.form.formState.errors.perguntas}
      addLabel={TEXT.addQuestion}
      onClose={onClose}
    >
      {f.questions.fields.map((field, i) => (
        <li key={field.id}>
          <TextAreaField name={`perguntas.${i}.texto`} label={TEXT.questionText(i + 1)} rows={2} maxLength={300} />
          <button type="button" className="btn btn-small" aria-label={`${TEXT.remove}: ${TEXT.questionText(i + 1)}`} onClick={() => f.questions.remove(i)}>
            {TEXT.remove}
          </button>
        </li>
      ))}
    </ParishListDialog>
  );
}
