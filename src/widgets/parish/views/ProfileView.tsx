import { useId } from 'react';
import { CepField } from '../../../core/cep';
import { Form, MaskedField, PHONE_MASK, requiredLabel, SelectField, SubmitButton, TextField } from '../../../core/form';
import { ElementLink } from '../../../core/ui/ElementLink';
import { DataFrame, fromQuery } from '../../../core/data';
import { ZoneOptions } from '../../../core/ZoneOptions';
import { LogoCard } from '../components/LogoCard';
import { SignersFields } from '../components/SignersFields';
import { useProfileForm } from '../useProfileForm';
import { pathTo } from '../../../core/paths';

/** /paroquia: what every document, the header and the public elements print of the parish. */
export function ProfileView({ container }: { container?: HTMLElement | ShadowRoot }) {
  const f = useProfileForm();
  return (
    <DataFrame state={fromQuery(f.loaded)} loading="Carregando os dados da paróquia..." failed="Falha ao carregar os dados da paróquia">
      {() => <Profile f={f} container={container} />}
    </DataFrame>
  );
}

function Profile({ f, container }: { f: ReturnType<typeof useProfileForm>; container?: HTMLElement | ShadowRoot }) {
  const titleId = useId();
  return (
    <section className="page" aria-labelledby={titleId}>
      <header className="page-head">
        <h1 id={titleId}>Dados da paróquia</h1>
      </header>
      <p className="muted">Recibos, certidões, livros impressos, o topo do portal e os elementos do site da paróquia mostram estes dados.</p>
      <div className="parish-layout">
        <Form form={f.form} onSubmit={f.onSubmit} className="card parish-form" aria-labelledby={titleId} part="form">
          <fieldset className="parish-grid">
            <legend>Identificação</legend>
            <TextField name="nome" label={requiredLabel('Nome da paróquia')} required maxLength={150} className="parish-wide" />
            <TextField name="cnpj" label={requiredLabel('CNPJ')} required maxLength={20} inputMode="numeric" placeholder="00.000.000/0000-00" />
            <TextField name="diocese" label={requiredLabel('Diocese')} required maxLength={150} placeholder="Diocese de ..." />
          </fieldset>
          <fieldset className="parish-grid">
            <legend>Endereço e contato</legend>
            <CepField cep={f.cep} />
            <TextField
              name="endereco"
              label={requiredLabel('Endereço')}
              required
              maxLength={200}
              className="parish-wide"
              hint="Rua, número e bairro, em uma linha."
              autoComplete="street-address"
            />
            <TextField name="cidade" label="Cidade" maxLength={100} autoComplete="address-level2" />
            <TextField name="uf" label="UF" maxLength={2} autoComplete="address-level1" placeholder="SP" />
            <MaskedField
              name="telefone"
              label="Telefone"
              mask={PHONE_MASK}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="+55 (DD) XXXX-XXXX"
            />
            <TextField name="email" label="E-mail" type="email" maxLength={254} autoComplete="email" />
            <TextField name="site" label="Site" type="url" maxLength={300} placeholder="https://" className="parish-wide" />
            <SelectField
              name="fuso_horario"
              label={requiredLabel('Fuso horário')}
              required
              className="parish-wide"
              hint="Datas e horários da paróquia (agenda, recibos, protocolos) seguem este fuso."
            >
              <ZoneOptions value={f.form.watch('fuso_horario')} />
            </SelectField>
          </fieldset>
          <SignersFields vigarios={f.vigarios} />
          <div className="form-actions">
            <SubmitButton busy={f.saving}>Salvar</SubmitButton>
          </div>
        </Form>
        <div className="parish-side">
          <LogoCard logo={f.logo} />
          <section className="card" aria-labelledby={`${titleId}-pix`} part="pix">
            <h2 id={`${titleId}-pix`}>PIX da paróquia</h2>
            <p className="muted small">A chave PIX que recebe o dízimo e as doações é configurada no módulo do dízimo.</p>
            <ElementLink to={pathTo('/dizimo/pix')} container={container} className="btn">
              Configurar o PIX
            </ElementLink>
          </section>
        </div>
      </div>
    </section>
  );
}
