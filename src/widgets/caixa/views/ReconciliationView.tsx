import { DataFrame, fromQuery } from '../../../core/data';
import { PageHead } from '../../../core/ui';
import { FieldFrame, FileButton } from '../../../core/form';
import type { LinhaExtrato } from '../../../shared/schemas/caixa';
import { day, formatCents } from '../format';
import { useAccounts } from '../queries';
import { CAIXA_TEXT } from '../text';
import { useReconciliationScreen } from '../useReconciliationScreen';

type Screen = ReturnType<typeof useReconciliationScreen>;

/**
 * /caixa/conciliacao: the bank's statement (OFX, credits and debits) against the book: each line matched to an
 * entry, one of its suggestions (amount, date, name) chosen in one click, or an unmatched line booked on an account;
 * the statement's closing balance against the book's, with the difference.
 */
export function ReconciliationView() {
  const s = useReconciliationScreen();
  return (
    <section className="page" aria-labelledby="reconciliation-title">
      <PageHead id="reconciliation-title" title={CAIXA_TEXT.reconciliationTitle} />
      <section className="card" aria-labelledby="reconciliation-import-title">
        <h2 id="reconciliation-import-title">{CAIXA_TEXT.reconciliationImport}</h2>
        <p className="muted">Exporte o extrato da conta em OFX no site do banco. Importar o mesmo extrato de novo não duplica linhas.</p>
        <div className="line-actions">
          <FieldFrame label="Conta bancária">
            {(a) => (
              <select {...a} value={s.bankId ?? ''} onChange={(e) => s.chooseBank(Number(e.target.value))}>
                {s.banks.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.nome}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FileButton
            label={s.uploading ? 'Importando...' : CAIXA_TEXT.reconciliationChoose}
            accept=".ofx,application/x-ofx,text/plain"
            disabled={s.uploading || s.bankId === null}
            onFiles={(files) => void s.upload(files)}
          />
        </div>
        {(s.imports.data?.length ?? 0) > 1 && (
          <FieldFrame label="Extratos importados">
            {(a) => (
              <select {...a} value={s.current ?? ''} onChange={(e) => s.choose(Number(e.target.value))}>
                {s.imports.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.portador_nome}: {c.de ? day(c.de) : '—'} a {c.ate ? day(c.ate) : '—'} ({c.pendentes} pendente(s))
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        )}
      </section>
      {s.current !== null && (
        <DataFrame state={fromQuery(s.statement)} loading="Carregando o extrato..." failed="Falha ao carregar o extrato">
          {(c) => (
            <section className="card" aria-labelledby="statement-lines-title">
              <h2 id="statement-lines-title">
                {c.portador_nome}: {c.de ? day(c.de) : '—'} a {c.ate ? day(c.ate) : '—'}
              </h2>
              <p className="totals" role="status">
                <span>
                  Saldo do extrato{c.saldo_extrato_data ? ` em ${day(c.saldo_extrato_data)}` : ''}:{' '}
                  <strong>{c.saldo_extrato_centavos === null ? '—' : formatCents(c.saldo_extrato_centavos)}</strong>
                </span>
                <span>
                  Saldo do livro: <strong>{formatCents(c.saldo_livro_centavos)}</strong>
                </span>
                <span>
                  Diferença:{' '}
                  <strong className={c.diferenca_centavos ? 'negative' : undefined}>
                    {c.diferenca_centavos === null ? '—' : formatCents(c.diferenca_centavos)}
                  </strong>
                </span>
              </p>
              {c.recusadas.length > 0 && (
                <ul className="refused-lines" aria-label="Linhas recusadas">
                  {c.recusadas.map((r) => (
                    <li key={r.linha}>
                      Linha {r.linha} ({r.descricao}): {r.motivo}
                    </li>
                  ))}
                </ul>
              )}
              <ul className="statement-lines" aria-label="Linhas do extrato">
                {c.linhas.map((line) => (
                  <Line key={line.id} line={line} s={s} />
                ))}
              </ul>
            </section>
          )}
        </DataFrame>
      )}
    </section>
  );
}

function Line({ line, s }: { line: LinhaExtrato; s: Screen }) {
  const error = s.errors[line.id];
  const state = line.situacao === 'conciliada' ? ['badge-ok', 'Conciliada'] : line.sugestoes.length ? ['badge-warn', 'Sugerida'] : ['badge-danger', 'Pendente'];
  return (
    <li>
      <span className={line.valor_centavos < 0 ? 'negative' : undefined}>
        <strong>{formatCents(line.valor_centavos)}</strong>
      </span>{' '}
      em {day(line.data)} — {line.descricao} <span className={`badge ${state[0]}`}>{state[1]}</span>
      {line.lancamento && (
        <p className="muted small">
          Lançamento: {line.lancamento.descricao}, {day(line.lancamento.data)}
        </p>
      )}
      {line.situacao === 'pendente' && (
        <div className="line-actions">
          {/* Each candidate entry (the likeliest first): the treasurer chooses the one the line is. */}
          {line.sugestoes.map(({ lancamento }, i) => (
            <button
              key={lancamento.id}
              type="button"
              className={`btn btn-small${i === 0 ? ' btn-primary' : ''}`}
              disabled={s.busy}
              onClick={() => void s.link(line.id, lancamento.id)}
            >
              Conciliar com {lancamento.descricao} ({day(lancamento.data)})
            </button>
          ))}
          <BookLine line={line} s={s} />
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** An unmatched line booked on an account of its kind (a credit on income, a debit on an expense). */
function BookLine({ line, s }: { line: LinhaExtrato; s: Screen }) {
  const kind = line.valor_centavos > 0 ? 'receita' : 'despesa';
  const accounts = (useAccounts().data ?? []).filter((c) => c.tipo === kind);
  return (
    <>
      <FieldFrame label="Lançar na conta">
        {(a) => (
          <select {...a} value={s.accountFor[line.id] ?? ''} onChange={(e) => s.chooseAccount(line.id, e.target.value)}>
            <option value="">Escolha a conta</option>
            {accounts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.codigo} {c.nome}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <button
        type="button"
        className="btn btn-small"
        disabled={s.busy || !s.accountFor[line.id]}
        onClick={() => void s.book(line.id)}
        aria-label={`Lançar ${line.descricao}, ${formatCents(line.valor_centavos)} em ${day(line.data)}`}
      >
        Lançar
      </button>
    </>
  );
}
