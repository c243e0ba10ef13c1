import { brDay, hourText } from '../../../core/calendar/dates';
import { ModalForm, TextField } from '../../../core/form';
import { MAX_QUANTIDADE, type EscalaCelebracao, type Funcao } from '../../../shared/schemas/escalas';
import { TEXT } from '../text';
import { useDateNeedsForm } from '../useDateNeedsForm';

/** One date's needs, changed from the grid's row (the rule's needs stay for the other dates). */
export function DateNeedsModal(props: { ministerioId: number; funcoes: Funcao[]; celebracao: EscalaCelebracao; onClose: () => void }) {
  const { ministerioId, funcoes, celebracao, onClose } = props;
  const d = useDateNeedsForm(ministerioId, funcoes, celebracao, onClose);
  return (
    <ModalForm
      title={TEXT.dateChangeTitle(`${brDay(celebracao.data)} ${hourText(celebracao.hora)}`)}
      submit={TEXT.save}
      controller={d}
      onClose={onClose}
      className="form"
    >
      <p className="muted">{celebracao.titulo}</p>
      {funcoes.map((f, i) => (
        <TextField key={f.id} name={`funcoes.${i}.quantidade`} label={f.nome} type="number" min={0} max={MAX_QUANTIDADE} inputMode="numeric" />
      ))}
    </ModalForm>
  );
}
