import { useFormContext } from 'react-hook-form';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SubmitButton, TextField } from '../../../core/form';
import { pathTo } from '../../../core/paths';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import type { Conta, Repasse } from '../../../shared/schemas/caixa';
import { formatCents, month } from '../format';
import { useAccounts } from '../queries';
import { CAIXA_TEXT } from '../text';
import { useCaixaAccess } from '../useCaixaAccess';
import { useShareForm } from '../useShareForm';
import { MoneyTable } from './MoneyTable';
import type { ViewProps } from './types';

/** /caixa/repasse: the maintenance plan's percentage and base accounts, and each closed month's amount due to the Mitra and paid. */
export function ShareView({ container }: ViewProps) {
  const { share, form, onSubmit, failure } = useShareForm();
  const { canWrite } = useCaixaAccess();
  const income = (useAccounts().data ?? []).filter((c) => c.tipo === 'receita');
  return (
    <section className="page" aria-labelledby="share-title">
      <header className="page-head">
        <h1 id="share-title">{CAIXA_TEXT.shareTitle}</h1>
      </header>
      <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="share-settings-title">
        <h2 id="share-settings-title">Plano de manutenção da diocese</h2>
        {failure && <Banner kind="error">{failure}</Banner>}
        <fieldset disabled={!canWrite} className="field-group">
          <legend className="sr-only">Percentual e contas</legend>
          <TextField name="percentual" label="Percentual (%)" inputMode="decimal" maxLength={6} />
          <BaseAccounts accounts={income} />
        </fieldset>
        {canWrite && (
          <div className="form-actions">
            <SubmitButton busy={form.formState.isSubmitting}>Salvar</SubmitButton>
          </div>
        )}
      </Form>
      <DataFrame state={fromQuery(share)} loading="Carregando o repasse..." failed="Falha ao carregar o repasse">
        {(r) => <Months r={r} canWrite={canWrite} container={container} />}
      </DataFrame>
    </section>
  );
}

/** The income accounts in the base, one checkbox each (the Mass stipends off unless the parish ticks them). */
function BaseAccounts({ accounts }: { accounts: Conta[] }) {
  const { register } = useFormContext();
  return (
    <fieldset className="field-group">
      <legend>Contas da base do repasse</legend>
      {accounts.map((c) => (
        <label key={c.id} className="check">
          <input type="checkbox" value={String(c.id)} {...register('contas')} /> {c.codigo} {c.nome}
        </label>
      ))}
    </fieldset>
  );
}

function Months({ r, canWrite, container }: { r: Repasse; canWrite: boolean; container: ViewProps['container'] }) {
  if (!r.meses.length) return <p className="muted">Nenhum mês fechado ainda: o repasse é calculado quando o mês é fechado.</p>;
  const pay = (mes: string, due: number) =>
    `${pathTo('/caixa/lancamentos/novo')}?${new URLSearchParams({
      conta_id: String(r.conta_repasse_id),
      repasse_mes: mes,
      valor_centavos: String(due),
      descricao: `Repasse à diocese — ${month(mes)}`,
      documento_tipo: 'guia',
    })}`;
  return (
    <section className="card" aria-labelledby="share-months-title">
      <h2 id="share-months-title">Meses fechados</h2>
      <MoneyTable
        caption="Base, devido e pago por mês"
        head="Mês"
        columns={['Base', 'Devido', 'Pago', 'A pagar']}
        rows={r.meses.map((m) => ({
          key: m.mes,
          label: month(m.mes),
          values: [m.base_centavos, m.devido_centavos, m.pago_centavos, m.devido_centavos - m.pago_centavos],
        }))}
      />
      {canWrite && r.conta_repasse_id !== null && (
        <ul className="report-list" aria-label="Pagamentos a registrar">
          {r.meses
            .filter((m) => m.devido_centavos > m.pago_centavos)
            .map((m) => (
              <li key={m.mes}>
                <ElementLink to={pay(m.mes, m.devido_centavos - m.pago_centavos)} container={container} className="btn btn-small btn-primary">
                  {CAIXA_TEXT.payShare} de {month(m.mes)} ({formatCents(m.devido_centavos - m.pago_centavos)})
                </ElementLink>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
