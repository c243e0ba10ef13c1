import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { CAIXA_MSG, OrcamentoBody, type Conta, type Orcamento } from '../../shared/schemas/caixa';
import { useSaveBudgetMutation } from './queries';

export interface BudgetValues {
  ano: string;
  contas: { conta_id: string; valor_centavos: string }[];
}

/** The year's budget per account (each amount as the money mask gives it), filled from the report's budgeted amounts. */
export function useBudgetForm(report: Orcamento, accounts: Conta[]) {
  const budgeted = new Map(report.contas.map((c) => [c.conta_id, c.orcado_centavos]));
  const form = useSchemaForm<BudgetValues>(OrcamentoBody, {
    ano: String(report.ano),
    contas: accounts.map((c) => ({ conta_id: String(c.id), valor_centavos: budgeted.get(c.id) ? String(budgeted.get(c.id)) : '' })),
  });
  const save = useSaveBudgetMutation();
  // An account left blank is budgeted at zero (the shared schema's rule, on both sides).
  const submit = useFormSubmit(form, (v: BudgetValues) => save.mutateAsync(v), {
    failed: 'Falha ao salvar o orçamento',
    onSaved: (saved) => void toast.success(saved.message || CAIXA_MSG.orcamentoSaved),
  });
  return { form, ...submit };
}
