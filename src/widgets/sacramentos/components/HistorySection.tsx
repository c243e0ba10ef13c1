import { DataFrame, fromQuery } from '../../../core/data';
import { formatDate, formatDateTime } from '../../../core/format';
import type { HistoryEntry, SacramentoTipo } from '../../../shared/schemas/sacramentos';
import { FIELD_LABELS } from '../kinds';
import { useHistory } from '../queries';

/** A value of a version as text: a spouse by name and parents, a date as dd/mm/aaaa, blank as '—'. */
function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'object')
    return (
      Object.values(v as Record<string, unknown>)
        .filter((x) => x !== null && x !== '')
        .join(', ') || '—'
    );
  const text = String(v);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text) : text;
}

function Changes({ entry, before }: { entry: HistoryEntry; before: HistoryEntry | undefined }) {
  if (!before) return <p className="muted small">Lançamento do registro.</p>;
  if (entry.alteracoes.length === 0) return <p className="muted small">Sem alteração de conteúdo.</p>;
  return (
    <ul className="changes">
      {entry.alteracoes.map((key) => (
        <li key={key}>
          <strong>{FIELD_LABELS[key] ?? key}:</strong> {valueText(before.dados[key])} → {valueText(entry.dados[key])}
        </li>
      ))}
    </ul>
  );
}

/** Every version of the record, newest first: who, when, and each field it changed (from what to what). */
export function HistorySection({ tipo, id }: { tipo: SacramentoTipo; id: number }) {
  const history = useHistory(tipo, id);
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">Histórico de versões</h2>
      <DataFrame state={fromQuery(history)} loading="Carregando histórico..." failed="Falha ao carregar o histórico">
        {(entries) => (
          <ol className="history" reversed>
            {[...entries].reverse().map((entry) => (
              <li key={entry.versao}>
                <p>
                  <strong>Versão {entry.versao}</strong> — {entry.por}, {formatDateTime(entry.em)}
                </p>
                <Changes entry={entry} before={entries[entry.versao - 2]} />
              </li>
            ))}
          </ol>
        )}
      </DataFrame>
    </section>
  );
}
