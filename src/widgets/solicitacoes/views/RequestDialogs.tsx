import { DataFrame, fromQuery } from '../../../core/data';
import { ModalForm, SelectField, TextAreaField } from '../../../core/form';
import { formatDate } from '../../../core/format';
import type { Solicitacao, Vaga } from '../../../shared/schemas/solicitacoes';
import type { Agenda } from '../api';
import { useAgenda } from '../queries';
import { useCancelForm, useRemarcarForm } from '../useRequestForms';

type DialogProps = { s: Solicitacao; onClose: () => void };

/** 'Cancelar solicitação': the reason, which the family reads on the follow-up page and in the e-mail; the places are freed. */
export function CancelDialog({ s, onClose }: DialogProps) {
  const cancel = useCancelForm(s, onClose);
  return (
    <ModalForm title="Cancelar solicitação" submit="Cancelar solicitação" controller={cancel} onClose={onClose} className="form">
      <p>A família recebe o motivo por e-mail e o vê no link de acompanhamento. A data e a vaga do curso ficam livres.</p>
      <TextAreaField name="resposta" label="Motivo do cancelamento" rows={3} maxLength={2000} required />
    </ModalForm>
  );
}

/** 'Mudar data ou turma': the dates and course sessions ahead that still have places (and the request's own). */
export function RemarcarDialog({ s, onClose }: DialogProps) {
  const move = useRemarcarForm(s, onClose);
  return (
    <ModalForm title="Mudar data ou turma" submit="Salvar" controller={move} onClose={onClose} className="form">
      <VagaSelect agenda="datas" name="data_id" label="Data do batismo" current={s.data?.id} />
      <VagaSelect agenda="cursos" name="curso_id" label="Turma do curso" current={s.curso?.id} />
    </ModalForm>
  );
}

const choice = (v: Vaga) => [v.id, `${formatDate(v.data)}, ${v.hora}${v.local ? ` — ${v.local}` : ''} (${v.livres} vagas livres)`] as const;

function VagaSelect({ agenda, name, label, current }: { agenda: Agenda; name: string; label: string; current: number | undefined }) {
  const query = useAgenda(agenda);
  return (
    <DataFrame state={fromQuery(query)} loading={`Carregando ${label.toLowerCase()}...`} failed={`Falha ao carregar ${label.toLowerCase()}`}>
      {(vagas) => (
        <SelectField
          name={name}
          label={label}
          empty={current === undefined ? 'Escolha...' : undefined}
          options={vagas.filter((v) => v.livres > 0 || v.id === current).map(choice)}
        />
      )}
    </DataFrame>
  );
}
