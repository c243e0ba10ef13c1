import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useParishToday } from '../../../core/calendar/parish-clock';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, MaskedField, ModalForm, MONEY_MASK, requiredLabel, SelectField, SubmitButton, TextField } from '../../../core/form';
import { Banner, NumHeads, PageHead } from '../../../core/ui';
import { TIPOS_PORTADOR, type Portador } from '../../../shared/schemas/caixa';
import { day, formatCents } from '../format';
import { useCommunities, useHolders } from '../queries';
import { CAIXA_TEXT } from '../text';
import { useCaixaAccess } from '../useCaixaAccess';
import { TableCard } from './TableCard';
import { useHolderEditForm, useHolderForm } from '../useChartForms';

/** /caixa/portadores: the cash boxes (the secretaria's, each community's) and bank accounts, with their opening and current balances. */
export function HoldersView() {
  const holders = useHolders();
  const { canWrite } = useCaixaAccess();
  const [editing, setEditing] = useState<Portador | null>(null);
  return (
    <section className="page" aria-labelledby="holders-title">
      <PageHead id="holders-title" title={CAIXA_TEXT.holdersTitle} />
      {canWrite && <NewHolder />}
      <DataFrame state={fromQuery(holders)} loading="Carregando portadores..." failed="Falha ao carregar os portadores" empty={CAIXA_TEXT.holdersEmpty}>
        {(list) => (
          <TableCard
            label="Tabela dos portadores"
            caption="Caixas e contas bancárias"
            head={
              <>
                <th scope="col">Portador</th>
                <th scope="col">Tipo</th>
                <th scope="col">Banco, agência e conta</th>
                <th scope="col">Comunidade</th>
                <NumHeads labels={['Saldo inicial', 'Saldo atual']} />
                {canWrite && <th scope="col">Ações</th>}
              </>
            }
          >
            {list.map((h) => (
              <tr key={h.id}>
                <th scope="row">
                  {h.nome}
                  {h.padrao && <span className="badge badge-ok">Padrão</span>}
                </th>
                <td>{TIPOS_PORTADOR[h.tipo]}</td>
                <td>{h.tipo === 'banco' ? `${h.banco} — ag. ${h.agencia}, c/c ${h.conta}` : '—'}</td>
                <td>{h.comunidade_nome ?? '—'}</td>
                <td className="num">
                  {formatCents(h.saldo_inicial_centavos)} <span className="muted small">em {day(h.saldo_inicial_data)}</span>
                </td>
                <td className="num">{formatCents(h.saldo_centavos)}</td>
                {canWrite && (
                  <td>
                    <button type="button" className="btn btn-sm" aria-label={CAIXA_TEXT.holderEdit(h.nome)} onClick={() => setEditing(h)}>
                      Editar
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </TableCard>
        )}
      </DataFrame>
      {editing && <EditHolder key={editing.id} holder={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function NewHolder() {
  const today = useParishToday();
  const { form, onSubmit, failure } = useHolderForm(today);
  const bank = useWatch({ control: form.control, name: 'tipo' }) === 'banco';
  return (
    <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="new-holder-title">
      <h2 id="new-holder-title">Novo caixa ou conta bancária</h2>
      {failure && <Banner kind="error">{failure}</Banner>}
      <div className="caixa-fields">
        <SelectField name="tipo" label={requiredLabel('Tipo')} options={TIPOS_PORTADOR} />
        <HolderFields bank={bank} />
        <MaskedField name="saldo_inicial_centavos" label="Saldo inicial" mask={MONEY_MASK} inputMode="decimal" />
        <TextField name="saldo_inicial_data" label={requiredLabel('Saldo inicial em')} type="date" required />
      </div>
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting}>Adicionar portador</SubmitButton>
      </div>
    </Form>
  );
}

/** A holder's name, bank details (for a bank account), community and whether it receives the portal's income: the new and the edit forms'. */
function HolderFields({ bank }: { bank: boolean }) {
  const communities = useCommunities();
  return (
    <>
      <TextField name="nome" label={requiredLabel('Nome')} maxLength={120} required placeholder={bank ? 'Conta movimento' : 'Caixa da secretaria'} />
      {bank && (
        <>
          <TextField name="banco" label={requiredLabel('Banco')} maxLength={80} required />
          <TextField name="agencia" label={requiredLabel('Agência')} maxLength={20} required />
          <TextField name="conta" label={requiredLabel('Conta')} maxLength={30} required />
        </>
      )}
      <SelectField name="comunidade_id" label="Comunidade" empty="Paróquia (matriz)" options={communities} />
      <SelectField
        name="padrao"
        label="Recebe as entradas do portal"
        options={[
          ['', 'Não'],
          ['true', bank ? 'Sim: PIX e transferências' : 'Sim: dinheiro'],
        ]}
      />
    </>
  );
}

function EditHolder({ holder, onClose }: { holder: Portador; onClose: () => void }) {
  const controller = useHolderEditForm(holder, onClose);
  return (
    <ModalForm title={CAIXA_TEXT.holderEditTitle} submit="Salvar" controller={controller} onClose={onClose} className="form caixa-fields">
      <p className="muted">
        {TIPOS_PORTADOR[holder.tipo]}: o tipo e o saldo inicial ({formatCents(holder.saldo_inicial_centavos)} em {day(holder.saldo_inicial_data)}) não mudam.
      </p>
      <HolderFields bank={holder.tipo === 'banco'} />
    </ModalForm>
  );
}
