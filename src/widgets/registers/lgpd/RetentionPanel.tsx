import { useMemo, useState } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SubmitButton, TextField } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { DataTable, ListFrame, type Column } from '../../../core/list';
import { Modal } from '../../../core/ui';
import { LGPD_MSG, type RetentionDue } from '../../../shared/schemas/lgpd';
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
      <DataFrame state={fromQuery(r.setting)} loading="Carregando..." failed="Falha ao carregar o prazo">
        {(period) => (
          <>
            <Form form={r.form} onSubmit={r.onSubmit} className="lgpd-retention">
              <TextField
                name="retention_months"
                label="Prazo para registros inativos (meses)"
                type="number"
                min={1}
                max={1200}
                inputMode="numeric"
                hint="Depois desse prazo com status Inativo, o portal propõe a anonimização. Deixe em branco para não propor."
              />
              <SubmitButton busy={r.saving}>Salvar prazo</SubmitButton>
            </Form>
            {r.saved !== null && (
              <p className="alert alert-success" role="status">
                {r.saved}
              </p>
            )}
            {r.failure && (
              <p className="alert alert-error" role="alert">
                {r.failure}
              </p>
            )}
            <h3>Aguardando anonimização</h3>
            {period === null ? (
              <p className="muted">Defina um prazo para ver os registros inativos que já passaram dele.</p>
            ) : (
              <div className="list-view">
                <ListFrame list={r.due} failed="Falha ao carregar os registros" loading="Carregando..." empty={LGPD_MSG.dueEmpty}>
                  <DataTable list={r.due} columns={columns} caption="Aguardando anonimização" />
                </ListFrame>
              </div>
            )}
          </>
        )}
      </DataFrame>
      {target && <AnonymiseDialog id={target.id} name={target.name} onClose={() => setTarget(null)} onDone={() => setTarget(null)} />}
    </Modal>
  );
}
