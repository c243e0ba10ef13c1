import { SubmitButton } from '../../../core/form';
import { useMemo, useState } from 'react';
import { formatDate } from '../../../core/format';
import { DataTable, ListFrame, type Column } from '../../../core/list';
import { EmptyState, Modal } from '../../../core/ui';
import { LGPD_MSG, type RetentionDue } from '../../../shared/schemas/lgpd';
import { TextField } from '../components/Fields';
import { AnonymiseDialog } from './AnonymiseDialog';
import { useRetention } from './useRetention';

/** 'Retenção de dados (LGPD)': how long inactive registers are kept, and those whose time is up, each with 'Anonimizar'. */
export function RetentionPanel({ onClose }: { onClose: () => void }) {
  const r = useRetention();
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const columns = useMemo<Column<RetentionDue>[]>(
    () => [
      { id: 'name', header: 'Nome', cell: (d) => d.name },
      { id: 'inactive', header: 'Inativo desde', cell: (d) => formatDate(d.inactive_since) },
      { id: 'due', header: 'Prazo vencido em', cell: (d) => formatDate(d.due_since) },
      {
        id: 'actions',
        header: 'Ações',
        cell: (d) => (
          <button type="button" className="btn btn-small btn-danger-outline" onClick={() => setTarget({ id: d.id, name: d.name })}>
            Anonimizar<span className="sr-only"> {d.name}</span>
          </button>
        ),
      },
    ],
    [],
  );
  return (
    <Modal open title="Retenção de dados (LGPD)" onClose={onClose} className="lgpd-modal">
      <form
        className="lgpd-retention"
        onSubmit={(e) => {
          e.preventDefault();
          r.submit();
        }}
      >
        <TextField
          label="Prazo para registros inativos (meses)"
          type="number"
          min={1}
          max={1200}
          inputMode="numeric"
          value={r.months}
          onValue={r.setMonths}
          hint="Depois desse prazo com status Inativo, o portal propõe a anonimização. Deixe em branco para não propor."
        />
        <SubmitButton busy={r.saving}>Salvar prazo</SubmitButton>
      </form>
      {r.message && (
        <p className={`alert ${r.message.kind === 'success' ? 'alert-success' : 'alert-error'}`} role={r.message.kind === 'success' ? 'status' : 'alert'}>
          {r.message.text}
        </p>
      )}
      {r.loadError && (
        <p className="alert alert-error" role="alert">
          {r.loadError}
        </p>
      )}
      <h3>Aguardando anonimização</h3>
      {r.period === null ? (
        <p className="muted">Defina um prazo para ver os registros inativos que já passaram dele.</p>
      ) : (
        <div className="list-view">
          <ListFrame list={r.due} failed="Falha ao carregar os registros" loading="Carregando..." empty={<EmptyState title={LGPD_MSG.dueEmpty} />}>
            <DataTable list={r.due} columns={columns} rowKey={(d) => d.id} caption="Aguardando anonimização" />
          </ListFrame>
        </div>
      )}
      {target && <AnonymiseDialog id={target.id} name={target.name} onClose={() => setTarget(null)} onDone={() => setTarget(null)} />}
    </Modal>
  );
}
