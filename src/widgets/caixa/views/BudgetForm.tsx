import { Form, MaskedField, MONEY_MASK, SubmitButton } from '../../../core/form';
import { Banner } from '../../../core/ui';
import type { Conta, Orcamento } from '../../../shared/schemas/caixa';
import { useBudgetForm } from '../useBudgetForm';

/** The treasurer sets the year's budget, one amount per account (a new year's form for each year chosen). */
export function BudgetForm({ report, accounts }: { report: Orcamento; accounts: Conta[] }) {
  const { form, onSubmit, failure } = useBudgetForm(report, accounts);
  return (
    <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="budget-title">
      <h2 id="budget-title">Orçamento de {report.ano}</h2>
      {failure && <Banner kind="error">{failure}</Banner>}
      <div className="caixa-fields">
        {accounts.map((c, i) => (
          <MaskedField key={c.id} name={`contas.${i}.valor_centavos`} label={`${c.codigo} ${c.nome}`} mask={MONEY_MASK} inputMode="decimal" />
        ))}
      </div>
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting}>Salvar orçamento</SubmitButton>
      </div>
    </Form>
  );
}
