import { useState } from 'react';
import { formatDate } from '../../../core/format';
import { EmptyState, Modal, Spinner } from '../../../core/ui';
import { LGPD_MSG } from '../../../shared/schemas/lgpd';
import { TextField } from '../components/Fields';
import { Pager } from '../../../core/ui/Pager';
import { AnonymiseDialog } from './AnonymiseDialog';
import { useRetention } from './useRetention';

/** 'Retenção de dados (LGPD)': how long inactive registers are kept, and those whose time is up, each with 'Anonimizar'. */
export function RetentionPanel({ onClose }: { onClose: () => void }) {
  const r = useRetention();
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
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
        <button type="submit" className="btn btn-primary" disabled={r.saving}>
          {r.saving ? 'Salvando...' : 'Salvar prazo'}
        </button>
      </form>
      {r.message && (
        <p className={`alert ${r.message.kind === 'success' ? 'alert-success' : 'alert-error'}`} role={r.message.kind === 'success' ? 'status' : 'alert'}>
          {r.message.text}
        </p>
      )}
      {(r.loadError || r.dueError) && (
        <p className="alert alert-error" role="alert">
          {r.loadError ?? r.dueError}
        </p>
      )}
      <h3>Aguardando anonimização</h3>
      {!r.due ? (
        r.dueLoading && <Spinner label="Carregando..." />
      ) : r.due.months === null ? (
        <p className="muted">Defina um prazo para ver os registros inativos que já passaram dele.</p>
      ) : r.due.items.length === 0 ? (
        <EmptyState title={LGPD_MSG.dueEmpty} />
      ) : (
        <>
          <div className="reg-table-wrap">
            <table className="reg-table">
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">Inativo desde</th>
                  <th scope="col">Prazo vencido em</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {r.due.items.map((d) => (
                  <tr key={d.id}>
                    <td>{d.name}</td>
                    <td>{formatDate(d.inactive_since)}</td>
                    <td>{formatDate(d.due_since)}</td>
                    <td>
                      <button type="button" className="btn btn-small btn-danger-outline" onClick={() => setTarget({ id: d.id, name: d.name })}>
                        Anonimizar<span className="sr-only"> {d.name}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={r.due.page} lastPage={r.due.lastPage} total={r.due.total} onPage={r.setPage} />
        </>
      )}
      {target && <AnonymiseDialog id={target.id} name={target.name} onClose={() => setTarget(null)} onDone={() => setTarget(null)} />}
    </Modal>
  );
}
