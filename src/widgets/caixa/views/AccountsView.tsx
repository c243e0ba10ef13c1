import { useWatch } from 'react-hook-form';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, requiredLabel, SelectField, SubmitButton, TextField } from '../../../core/form';
import { Banner, PageHead } from '../../../core/ui';
import { TIPOS_CONTA, type Conta } from '../../../shared/schemas/caixa';
import { useAccounts } from '../queries';
import { CAIXA_TEXT } from '../text';
import { useCaixaAccess } from '../useCaixaAccess';
import { TableCard } from './TableCard';
import { useAccountForm } from '../useChartForms';

/** /caixa/contas: the parish's chart of accounts (groups and their accounts, by code), extended by the treasurer. */
export function AccountsView() {
  const accounts = useAccounts();
  const { canWrite } = useCaixaAccess();
  return (
    <section className="page" aria-labelledby="accounts-title">
      <PageHead id="accounts-title" title={CAIXA_TEXT.accountsTitle} />
      {canWrite && <NewAccount groups={(accounts.data ?? []).filter((c) => c.pai_id === null)} />}
      <DataFrame
        state={fromQuery(accounts)}
        loading="Carregando o plano de contas..."
        failed="Falha ao carregar o plano de contas"
        empty={CAIXA_TEXT.accountsEmpty}
      >
        {(list) => (
          <TableCard
            label="Tabela do plano de contas"
            caption="Plano de contas"
            head={
              <>
                <th scope="col">Código</th>
                <th scope="col">Conta</th>
                <th scope="col">Tipo</th>
              </>
            }
          >
            {list.map((c) => (
              <tr key={c.id}>
                <td>{c.codigo}</td>
                <th scope="row">{c.pai_id === null ? <strong>{c.nome}</strong> : c.nome}</th>
                <td>{TIPOS_CONTA[c.tipo]}</td>
              </tr>
            ))}
          </TableCard>
        )}
      </DataFrame>
    </section>
  );
}

function NewAccount({ groups }: { groups: Conta[] }) {
  const { form, onSubmit, failure } = useAccountForm();
  const under = useWatch({ control: form.control, name: 'pai_id' });
  return (
    <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="new-account-title">
      <h2 id="new-account-title">Nova conta</h2>
      {failure && <Banner kind="error">{failure}</Banner>}
      <div className="caixa-fields">
        <TextField name="nome" label={requiredLabel('Nome')} maxLength={120} required />
        <SelectField name="pai_id" label="Subconta de" empty="Nenhuma (primeiro nível)" options={groups.map((g) => [g.id, `${g.codigo} ${g.nome}`] as const)} />
        {!under && <SelectField name="tipo" label={requiredLabel('Tipo')} empty="Escolha" options={TIPOS_CONTA} />}
      </div>
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting}>Adicionar conta</SubmitButton>
      </div>
    </Form>
  );
}
