import { useId } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { Banner, Modal } from '../../../core/ui';
import type { Crismando } from '../../../shared/schemas/catechesis';
import { useGuardians } from '../useGuardians';

/**
 * The guardians (role 15 'Responsável') who follow a student on /familia: linked here by the coordination; the account
 * itself is made on /usuarios with that role.
 */
export function GuardiansDialog({ student, onClose }: { student: Crismando; onClose: () => void }) {
  const g = useGuardians(student.register_id);
  const selectId = useId();
  return (
    <Modal open title={`Responsáveis: ${student.register_name}`} onClose={onClose}>
      {g.failure && <Banner kind="error">{g.failure}</Banner>}
      <DataFrame
        state={fromQuery(g.links)}
        loading="Carregando responsáveis..."
        failed="Falha ao carregar os responsáveis"
        empty="Nenhum responsável vinculado."
        isEmpty={(d) => d.length === 0}
      >
        {(links) => (
          <ul className="people-list guardians">
            {links.map((l) => (
              <li key={l.id}>
                <span className="person-name">{`${l.nome} (${l.usuario})`}</span>
                <button type="button" className="btn btn-small" disabled={g.busy} aria-label={`Desvincular ${l.nome}`} onClick={() => void g.unlink(l.id)}>
                  Desvincular
                </button>
              </li>
            ))}
          </ul>
        )}
      </DataFrame>
      <div className="field">
        <label htmlFor={selectId}>Conta do responsável</label>
        <select id={selectId} value={g.chosen} onChange={(e) => g.choose(e.target.value)}>
          <option value="">Selecione uma conta com a regra Responsável</option>
          {g.options.map((a) => (
            <option key={a.id} value={a.id}>{`${a.name} (${a.user})`}</option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-primary" disabled={!g.chosen || g.busy} onClick={() => void g.link()}>
        Vincular
      </button>
    </Modal>
  );
}
