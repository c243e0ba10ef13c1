import { formatDateTime } from '../../../core/format';
import { pathTo } from '../../../core/paths';
import type { PeticaoDetalhe } from '../../../shared/schemas/diocese';
import { StateBadge } from './StateBadge';

/** Every step of the petition, oldest first: who (the parish or the Cúria), when, the state it put and what it said. */
export function History({ petition }: { petition: PeticaoDetalhe }) {
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">Histórico</h2>
      <ol className="history">
        {petition.historico.map((e) => (
          <li key={e.id}>
            <p>
              <StateBadge estado={e.estado} /> <strong>{e.lado === 'curia' ? 'Cúria' : 'Paróquia'}</strong> — {e.autor_nome}, {formatDateTime(e.em)}
            </p>
            {e.texto && <p className="history-text">{e.texto}</p>}
            {e.decreto_codigo && (
              <p className="muted small">
                Decreto: <a href={pathTo('/decretos/{codigo}', { codigo: e.decreto_codigo })}>{e.decreto_codigo}</a>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
