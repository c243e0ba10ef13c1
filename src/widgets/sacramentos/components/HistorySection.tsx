import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../core/api/errors';
import { formatDate, formatDateTime } from '../../../core/format';
import { ErrorState, Spinner } from '../../../core/ui';
import type { HistoryEntry, SacramentoTipo } from '../../../shared/schemas/sacramentos';
import { FIELD_LABELS } from '../kinds';
import { historyQuery } from '../queries';

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
  const history = useQuery(historyQuery(tipo, id));
  const entries = history.data ?? [];
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">Histórico de versões</h2>
      {history.isError ? (
        <ErrorState text={errorText(history.error, 'Falha ao carregar o histórico')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : !history.data ? (
        <Spinner label="Carregando histórico..." />
      ) : (
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
    </section>
  );
}
