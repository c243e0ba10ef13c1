import type { ReactNode } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { displayTimeZone, formatDateTime } from '../../../core/format';
import { Form, FormActions, FormModal, TextField } from '../../../core/form';
import { useSession } from '../../../core/session/useSession';
import { Banner, ConfirmDialog, EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { MSG } from '../../../shared/messages';
import { USERS_MSG, type AccountDetail } from '../../../shared/schemas/users';
import { AccountFieldset } from '../components/AccountFieldset';
import { AuditList } from '../components/AuditList';
import { RoleList, StatusBadge } from '../components/StatusBadge';
import { useAccountActions } from '../useAccountActions';
import { accountIdOf, useAccountForm } from '../useAccountForm';
import { FormProvider } from 'react-hook-form';
import { pathTo } from '../../../core/paths';

type Container = HTMLElement | ShadowRoot | undefined;

function Actions({ account, readOnly }: { account: AccountDetail; readOnly: boolean }) {
  const a = useAccountActions(account);
  const blocked = account.status === 'bloqueado';
  if (readOnly) return null;
  return (
    <section className="card actions" aria-labelledby="actions-title">
      <h2 id="actions-title">Acesso</h2>
      <div className="head-actions">
        {blocked ? (
          <button type="button" className="btn" onClick={a.unblock} disabled={a.busy}>
            Desbloquear
          </button>
        ) : (
          <button type="button" className="btn btn-danger-outline" onClick={a.askBlock} disabled={a.busy}>
            Bloquear
          </button>
        )}
        <button type="button" className="btn" onClick={a.sendLink} disabled={a.busy || blocked || !account.email}>
          {account.status === 'convite' ? 'Reenviar convite' : 'Enviar link para nova senha'}
        </button>
        <button type="button" className="btn" onClick={a.password.show} disabled={a.busy || blocked}>
          Definir senha temporária
        </button>
      </div>
      <ConfirmDialog
        open={a.confirmBlock}
        title="Bloquear conta"
        danger
        confirmLabel="Bloquear"
        busy={a.busy}
        message={<p>Bloquear a conta de {account.nome}? As sessões abertas dela terminam agora, e ela não poderá usar o portal até ser desbloqueada.</p>}
        onConfirm={a.block}
        onCancel={a.cancelBlock}
      />
      <FormModal
        open={a.password.open}
        title="Definir senha temporária"
        formId="temporary-password"
        submit="Definir senha"
        busy={a.password.saving}
        onClose={a.password.close}
      >
        <FormProvider {...a.password.form}>
          <form id="temporary-password" noValidate onSubmit={(e) => void a.password.form.handleSubmit(a.password.save)(e)}>
            <p>A pessoa entra com esta senha uma vez e escolhe a dela em seguida. As sessões abertas da conta terminam agora.</p>
            {a.password.failure && <Banner kind="error">{a.password.failure}</Banner>}
            <TextField name="senha_temporaria" type="password" label="Senha temporária" autoComplete="new-password" maxLength={200} hint={MSG.passwordRule} />
          </form>
        </FormProvider>
      </FormModal>
    </section>
  );
}

/** /usuarios/{id}: the account (edit), its access (block, links, temporary password), its last sign-ins and its history. */
export function AccountView({ userId, container }: { userId?: string; container?: Container }) {
  const id = accountIdOf(userId);
  const f = useAccountForm(id, container);
  const back = (
    <ElementLink to={pathTo('/usuarios')} container={container} className="btn">
      Voltar às contas
    </ElementLink>
  );
  const missing = <EmptyState title={USERS_MSG.notFound}>{back}</EmptyState>;
  if (id === null) return missing;
  return (
    <DataFrame state={fromQuery(f.account)} loading="Carregando conta..." failed="Falha ao carregar a conta" empty={missing} isEmpty={(a) => a === null}>
      {(account) => <Account account={account!} f={f} back={back} container={container} />}
    </DataFrame>
  );
}

interface AccountProps {
  account: AccountDetail;
  f: ReturnType<typeof useAccountForm>;
  back: ReactNode;
  container?: Container;
}

function Account({ account, f, back, container }: AccountProps) {
  const zone = displayTimeZone(useSession((s) => s.user?.timezone));
  const readOnly = f.readOnly(account);
  return (
    <div className="page account">
      <header className="page-head">
        <div>
          <h1 id="account-title">{account.nome}</h1>
          <p className="muted">
            {account.usuario} · <StatusBadge status={account.status} /> <RoleList roles={account.regras} />
          </p>
        </div>
        {back}
      </header>
      {readOnly && <Banner kind="info">{USERS_MSG.manageSystemAdmin}</Banner>}
      {f.failure && (
        <Banner kind="error" onClose={f.closeFailure}>
          {f.failure}
        </Banner>
      )}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-labelledby="account-title" part="form">
        <AccountFieldset grantable={f.grantable} own={{ name: account.usuario, id: account.id }} linkedName={account.register_nome} disabled={readOnly} />
        {!readOnly && <FormActions cancelTo={pathTo('/usuarios')} container={container} busy={f.saving} className="form-actions" />}
      </Form>
      <Actions account={account} readOnly={readOnly} />
      <section className="card sign-ins" aria-labelledby="sign-ins-title" part="sign-ins">
        <h2 id="sign-ins-title">Últimos acessos</h2>
        {account.acessos.length ? (
          <ul>
            {account.acessos.map((at) => (
              <li key={at}>{formatDateTime(at, zone)}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nenhum acesso ainda.</p>
        )}
      </section>
      <AuditList accountId={account.id} zone={zone} />
    </div>
  );
}
