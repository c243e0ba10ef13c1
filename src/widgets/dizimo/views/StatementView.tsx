import { DataFrame, fromQuery } from '../../../core/data';
import { FileButton } from '../../../core/form';
import { ConfirmDialog, PageHead } from '../../../core/ui';
import type { PendingCredit } from '../../../shared/schemas/dizimo';
import { day, formatCents } from '../format';
import { useStatement } from '../useStatement';

/**
 * /dizimo/extrato: the bank's statement (OFX) imported; PIX credits whose txid names a card are booked at
 * once, the others wait here: given to the suggested tither in one click, to a card number or name, booked
 * as anonymous offerings, or dismissed.
 */
export function StatementView() {
  const s = useStatement();
  return (
    <section className="page" aria-labelledby="statement-title">
      <PageHead id="statement-title" title="Extrato bancário" />
      <section className="card" aria-labelledby="import-title">
        <h2 id="import-title">Importar extrato (OFX)</h2>
        <p className="muted">
          Exporte o extrato da conta em OFX no site do banco. Créditos PIX feitos com o QR do carnê (txid DZ + número do carnê) viram contribuições do
          dizimista; linhas de saldo são ignoradas; importar o mesmo extrato de novo não muda nada.
        </p>
        <FileButton label="Escolher arquivo OFX" accept=".ofx,application/x-ofx,text/plain" onFiles={(files) => void s.upload(files)} />
        {s.summary && (
          <div role="status" className="alert alert-success">
            <p>{s.summary.text}</p>
            {s.summary.refused.length > 0 && (
              <ul className="refused-lines" aria-label="Linhas recusadas">
                {s.summary.refused.map((r) => (
                  <li key={r.linha}>
                    Linha {r.linha} ({r.descricao}): {r.motivo}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="pending-title">
        <h2 id="pending-title">Créditos sem dizimista</h2>
        <DataFrame state={fromQuery(s.pending)} loading="Carregando..." failed="Falha ao carregar os créditos" empty="Nenhum crédito pendente.">
          {(credits) => (
            <ul className="pending-list">
              {credits.map((c) => (
                <PendingItem key={c.id} credit={c} s={s} />
              ))}
            </ul>
          )}
        </DataFrame>
      </section>
      <ConfirmDialog
        open={s.dismissing !== null}
        title="Descartar crédito"
        danger
        confirmLabel="Descartar"
        onCancel={() => s.askDismiss(null)}
        onConfirm={() => void s.dismiss()}
        message={
          s.dismissing && (
            <p>
              O crédito de {formatCents(s.dismissing.valor_centavos)} em {day(s.dismissing.data)} sai da lista sem virar contribuição. Ele continua registrado.
            </p>
          )
        }
      />
    </section>
  );
}

function PendingItem({ credit: c, s }: { credit: PendingCredit; s: ReturnType<typeof useStatement> }) {
  const error = s.errors[c.id];
  const what = `${formatCents(c.valor_centavos)} em ${day(c.data)}`;
  return (
    <li>
      <span className="person-text">
        <strong>{formatCents(c.valor_centavos)}</strong> em {day(c.data)} — {c.descricao}
      </span>
      {c.sugestao && (
        <p className="pending-actions">
          <span className="muted small">
            Parece ser de {c.sugestao.nome} (carnê {c.sugestao.numero_carne}), pelo {c.sugestao.por === 'cpf' ? 'CPF' : 'nome'}.
          </span>
          <button type="button" className="btn btn-small btn-primary" onClick={() => void s.book(c.id, c.sugestao!.dizimista_id)}>
            Lançar para {c.sugestao.nome}
          </button>
        </p>
      )}
      <div className="field">
        <label htmlFor={`credit-${c.id}`}>Carnê ou nome (em branco: oferta anônima)</label>
        <input
          id={`credit-${c.id}`}
          value={s.who[c.id] ?? ''}
          onChange={(e) => s.type(c.id, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `credit-${c.id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`credit-${c.id}-error`} className="field-error">
          {error}
        </p>
      )}
      <span className="pending-actions">
        <button type="button" className="btn btn-small" onClick={() => void s.book(c.id)} aria-label={`Lançar ${what}`}>
          Lançar
        </button>
        <button type="button" className="btn btn-small btn-danger-outline" onClick={() => s.askDismiss(c)} aria-label={`Descartar ${what}`}>
          Descartar
        </button>
      </span>
    </li>
  );
}
