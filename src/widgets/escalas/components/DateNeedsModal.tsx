import { useId } from 'react';
import { brDay, hourText } from '../../../core/calendar/dates';
import { Form, FormModal, TextField } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { MAX_QUANTIDADE, type EscalaCelebracao, type Funcao } from '../../../shared/schemas/escalas';
import { TEXT } from '../text';
import { useDateNeedsForm } from '../useDateNeedsForm';

/** One date's needs, changed from the grid's row (the rule's needs stay for the other dates). */
export function DateNeedsModal(props: { ministerioId: number; funcoes: Funcao[]; celebracao: EscalaCelebracao; onClose: () => void }) {
  const { ministerioId, funcoes, celebracao, onClose } = props;
  const d = useDateNeedsForm(ministerioId, funcoes, celebracao, onClose);
  const formId = useId();
  return (
    <FormModal
      title={TEXT.dateChangeTitle(`${brDay(celebracao.data)} ${hourText(celebracao.hora)}`)}
      formId={formId}
      submit={TEXT.save}
      busy={d.form.formState.isSubmitting}
      onClose={onClose}
    >
      {d.failure && <Banner kind="error">{d.failure}</Banner>}
      <Form form={d.form} onSubmit={d.onSubmit} id={formId} className="form">
        <p className="muted">{celebracao.titulo}</p>
        {funcoes.map((f, i) => (
          <TextField key={f.id} name={`funcoes.${i}.quantidade`} label={f.nome} type="number" min={0} max={MAX_QUANTIDADE} inputMode="numeric" />
        ))}
      </Form>
    </FormModal>
  );
}
