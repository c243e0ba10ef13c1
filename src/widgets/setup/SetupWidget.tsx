import { CepField } from '../../core/cep';
import { DataFrame, fromQuery } from '../../core/data';
import type { ElementProps } from '../../core/elements/define';
import { Form, requiredLabel, SelectField, SubmitButton, TextField } from '../../core/form';
import { ZoneOptions } from '../../core/ZoneOptions';
import { Banner } from '../../core/ui';
import { MSG } from '../../shared/messages';
import { useSetup } from './useSetup';
import { pathTo } from '../../core/paths';

export type SetupWidgetProps = ElementProps;

/**
 * The first run of an empty install (/instalar?token=..., the address `npm start` prints): the parish
 * (name, CNPJ, diocese, address found by its CEP, time zone, pároco) and its first administrator (name,
 * user name, e-mail, password), made together; the administrator is then signed in. Once done, the page
 * says it does not exist.
 *
 * @tag sacra-setup
 * @csspart form
 * @csspart banner
 */
export function SetupWidget({ container }: SetupWidgetProps) {
  const s = useSetup(container);
  return (
    <DataFrame state={fromQuery(s.status)} loading="Carregando..." failed="Falha ao carregar a configuração inicial">
      {(status) => (status === 'done' ? <SetupDone /> : <SetupForm s={s} />)}
    </DataFrame>
  );
}

function SetupDone() {
  return (
    <section className="setup setup-done page" aria-labelledby="setup-done-title">
      <h1 id="setup-done-title">Página não encontrada</h1>
      <p>Este portal já foi configurado: a configuração inicial não existe mais.</p>
      <p>
        <a className="btn btn-primary" href={pathTo('/login')}>
          Ir para o login
        </a>
      </p>
    </section>
  );
}

function SetupForm({ s }: { s: ReturnType<typeof useSetup> }) {
  return (
    <section className="setup page" aria-labelledby="setup-title">
      <h1 id="setup-title">Configuração inicial</h1>
      <p>Cadastre a paróquia e quem vai administrá-la. Depois, o administrador cria as contas das outras pessoas em Configurações &gt; Usuários.</p>
      {s.failure && (
        <Banner kind="error" onClose={s.dismissFailure}>
          {s.failure}
        </Banner>
      )}
      <Form form={s.form} onSubmit={s.onSubmit} className="card form" aria-labelledby="setup-title" part="form">
        {s.askToken && (
          <TextField
            name="token"
            label={requiredLabel('Token de instalação')}
            required
            autoComplete="off"
            hint="O endereço mostrado no terminal ao iniciar o portal traz o token; ele também está no arquivo setup-token da pasta de dados."
          />
        )}
        <fieldset className="field-group">
          <legend>Paróquia</legend>
          <div className="field-row">
            <TextField name="paroquia.nome" label={requiredLabel('Nome da paróquia')} required maxLength={150} />
            <TextField name="paroquia.cnpj" label={requiredLabel('CNPJ')} required inputMode="numeric" maxLength={20} placeholder="00.000.000/0000-00" />
            <TextField name="paroquia.diocese" label={requiredLabel('Diocese')} required maxLength={150} />
          </div>
          <div className="field-row">
            <CepField name="paroquia.cep" cep={s.cep} />
            <TextField
              name="paroquia.endereco"
              label={requiredLabel('Endereço')}
              required
              maxLength={200}
              hint="Rua, número e bairro"
              autoComplete="street-address"
            />
            <TextField name="paroquia.cidade" label="Cidade" maxLength={100} autoComplete="address-level2" />
            <TextField name="paroquia.uf" label="UF" maxLength={2} autoComplete="address-level1" />
          </div>
          <div className="field-row">
            <SelectField name="paroquia.fuso_horario" label={requiredLabel('Fuso horário')} required>
              <ZoneOptions value="" />
            </SelectField>
            <TextField name="paroquia.paroco" label="Pároco" maxLength={120} placeholder="Pe. João da Silva" hint="Assina as certidões e os recibos." />
          </div>
        </fieldset>
        <fieldset className="field-group">
          <legend>Primeiro administrador</legend>
          <div className="field-row">
            <TextField name="admin.nome" label={requiredLabel('Nome')} required maxLength={120} autoComplete="name" />
            <TextField name="admin.usuario" label={requiredLabel('Usuário')} required maxLength={40} autoComplete="username" spellCheck={false} />
            <TextField name="admin.email" type="email" label={requiredLabel('E-mail')} required maxLength={254} autoComplete="email" />
          </div>
          <div className="field-row">
            <TextField
              name="admin.senha"
              type="password"
              label={requiredLabel('Senha')}
              required
              maxLength={200}
              autoComplete="new-password"
              hint={MSG.passwordRule}
            />
            <TextField name="admin.confirmacao" type="password" label={requiredLabel('Confirmar senha')} required maxLength={200} autoComplete="new-password" />
          </div>
        </fieldset>
        <div className="form-actions">
          <SubmitButton busy={s.saving} busyText="Configurando...">
            Concluir configuração
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
