import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { FileButton } from '../../../core/form';
import { EmptyState, ErrorState, Spinner, toast } from '../../../core/ui';
import { bookCredit, importStatement } from '../api';
import { resolveTither } from '../useFastEntry';
import { day, formatCents } from '../format';
import { pendingQuery, refreshAll } from '../queries';

/**
 * /dizimo/extrato: the bank's statement (OFX) imported; PIX credits whose txid names a card are booked at
 * once, the others wait here to be given to a tither (card number or name) or booked as anonymous offerings.
 */
export function StatementView() {
  const queryClient = useQueryClient();
  const pending = useQuery(pendingQuery());
  const [result, setResult] = useState<string | null>(null);
  const [who, setWho] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  async function upload(files: File[]) {
    if (!files[0]) return;
    try {
      const r = await importStatement(files[0]);
      setResult(`${r.message} ${r.importadas} lançada(s) pelo carnê, ${r.repetidas} já importada(s), ${r.pendentes} pendente(s).`);
      await refreshAll(queryClient);
    } catch (error) {
      toast.error(errorText(error, 'Falha ao importar o extrato'));
    }
  }

  async function book(id: number) {
    const tither = await resolveTither(who[id] ?? '');
    if (typeof tither === 'string') return setErrors((e) => ({ ...e, [id]: tither }));
    try {
      toast.success((await bookCredit(id, tither?.id ?? null)).message);
      await refreshAll(queryClient);
    } catch (error) {
      setErrors((e) => ({ ...e, [id]: errorText(error, 'Falha ao lançar') }));
    }
  }

  return (
    <section className="page" aria-labelledby="statement-title">
      <header className="page-head">
        <h1 id="statement-title">Extrato bancário</h1>
      </header>
      <section className="card" aria-labelledby="import-title">
        <h2 id="import-title">Importar extrato (OFX)</h2>
        <p className="muted">Exporte o extrato em OFX no site do banco. Créditos PIX feitos com o QR do carnê (txid DZ + número do carnê) viram contribuições do dizimista; importar o mesmo extrato de novo não muda nada.</p>
        <FileButton label="Escolher arquivo OFX" accept=".ofx,application/x-ofx,text/plain" onFiles={(files) => void upload(files)} />
        {result && (
          <p role="status" className="alert alert-success">
            {result}
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="pending-title">
        <h2 id="pending-title">Créditos sem dizimista</h2>
        {pending.isPending ? (
          <Spinner label="Carregando..." />
        ) : pending.isError ? (
          <ErrorState text={errorText(pending.error, 'Falha ao carregar os créditos')} onRetry={() => void pending.refetch()} />
        ) : pending.data.length === 0 ? (
          <EmptyState title="Nenhum crédito pendente." />
        ) : (
          <ul className="pending-list">
            {pending.data.map((c) => (
              <li key={c.id}>
                <span className="person-text">
                  <strong>{formatCents(c.valor_centavos)}</strong> em {day(c.data)} — {c.descricao}
                </span>
                <div className="field">
                  <label htmlFor={`credit-${c.id}`}>Carnê ou nome (em branco: oferta anônima)</label>
                  <input id={`credit-${c.id}`} value={who[c.id] ?? ''} onChange={(e) => setWho((w) => ({ ...w, [c.id]: e.target.value }))} aria-invalid={errors[c.id] ? true : undefined} />
                </div>
                {errors[c.id] && <p className="field-error">{errors[c.id]}</p>}
                <button type="button" className="btn btn-small" onClick={() => void book(c.id)}>
                  Lançar
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
