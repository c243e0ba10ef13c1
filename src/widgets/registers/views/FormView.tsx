import { CepField } from '../../../core/cep';
import { CPF_MASK, FieldFrame, Form, MaskedField, PHONE_MASK, SelectField, TextField, SubmitButton } from '../../../core/form';
import { DataFrame, fromQuery } from '../../../core/data';
import { loadFailure } from '../load-failure';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { CIVIL_STATUS, RACE, REGISTER_STATUS, WORK_STATE } from '../../../shared/schemas/registers';
import { AttachmentsField } from '../components/AttachmentsField';
import { PhotoField } from '../components/PhotoField';
import { LegalBasisField } from '../lgpd/LegalBasisField';
import { useRegisterForm } from '../useRegisterForm';
import { pathTo } from '../../../core/paths';

interface FormViewProps {
  mode: 'new' | 'edit';
  recordId?: string;
  container?: HTMLElement | ShadowRoot;
}

const idOf = (recordId: string | undefined) => (recordId && /^\d+$/.test(recordId) ? Number(recordId) : null);

function PhoneField({ name, label, required = false }: { name: 'phone' | 'motherPhone' | 'fatherPhone'; label: string; required?: boolean }) {
  return (
    <MaskedField
      name={name}
      label={label}
      mask={PHONE_MASK}
      type="tel"
      inputMode="tel"
      autoComplete={name === 'phone' ? 'tel-national' : 'off'}
      placeholder="+55 (DD) 9XXXX-XXXX"
      required={required}
    />
  );
}

/** /registros/novo and /registros/{id}/editar: every field, the photo and the attachments. */
export function FormView({ mode, recordId, container }: FormViewProps) {
  const f = useRegisterForm(mode, idOf(recordId), container);
  const title = mode === 'new' ? 'Novo registro' : 'Editar registro';
  const back = (
    <ElementLink to={pathTo('/registros')} container={container} className="btn">
      Voltar
    </ElementLink>
  );
  return (
    <section className="reg-form" aria-labelledby="reg-form-title">
      <header className="page-head">
        <h1 id="reg-form-title">{title}</h1>
        {back}
      </header>
      {mode === 'edit' && !f.editing ? (
        <Banner kind="error">Erro: Registro não encontrado.</Banner>
      ) : f.loaded ? (
        <DataFrame state={fromQuery(f.loaded)} loading="Carregando registro..." failed={loadFailure}>
          {() => <RegisterForm f={f} />}
        </DataFrame>
      ) : (
        <RegisterForm f={f} />
      )}
    </section>
  );
}

/** Every field, the photo and the attachments. */
function RegisterForm({ f }: { f: ReturnType<typeof useRegisterForm> }) {
  return (
    <>
      {f.failure && (
        <Banner kind="error" onClose={f.closeFailure}>
          {f.failure}
        </Banner>
      )}
      <Form form={f.form} onSubmit={f.onSubmit} part="form">
        <div className="reg-grid">
          <TextField name="name" label="Nome" required maxLength={150} autoComplete="name" className="reg-wide" />
          <TextField name="email" label="Email" type="email" maxLength={254} autoComplete="email" />
          <PhoneField name="phone" label="Telefone" required />
          <MaskedField name="cpf" label="CPF" mask={CPF_MASK} inputMode="numeric" placeholder="000.000.000-00" />
          <TextField name="rg" label="RG" maxLength={20} />
          <TextField name="familly_qntd" label="Qtd. familiares" type="number" min={0} max={99} inputMode="numeric" />
          <SelectField name="civil_status" label="Estado civil" options={CIVIL_STATUS} empty="Selecione" />
          <FieldFrame label="Idade" hint="Calculada pela data de nascimento.">
            {(control) => <input {...control} value={f.age} readOnly />}
          </FieldFrame>
          <TextField name="born_date" label="Nascimento" type="date" required max={f.today} />
          <SelectField name="work_state" label="Situação do trabalho" options={WORK_STATE} empty="Selecione" />
          <SelectField name="race" label="Raça" options={RACE} empty="Selecione" />
          <SelectField name="status" label="Status" options={REGISTER_STATUS} />
        </div>

        <fieldset className="reg-grid" part="address">
          <legend>Endereço</legend>
          <CepField cep={f.cep} />
          <TextField name="address" label="Endereço" maxLength={200} className="reg-wide" autoComplete="address-line1" />
          <TextField name="address_number" label="Número" maxLength={20} />
          <TextField name="home_situation" label="Bairro" maxLength={100} />
          <TextField name="city" label="Cidade" maxLength={100} autoComplete="address-level2" />
          <TextField name="state" label="Estado" maxLength={40} autoComplete="address-level1" />
          <TextField name="country" label="País" maxLength={60} placeholder="Brasil" autoComplete="country-name" />
        </fieldset>

        <fieldset className="reg-grid" part="family">
          <legend>Família</legend>
          <TextField name="mother_name" label="Nome da mãe" maxLength={150} />
          <PhoneField name="motherPhone" label="Telefone da mãe" />
          <TextField name="father_name" label="Nome do pai" maxLength={150} />
          <PhoneField name="fatherPhone" label="Telefone do pai" />
        </fieldset>

        <LegalBasisField field={f.legalBasis} />

        <PhotoField photo={f.photo} name={f.form.watch('name')} />
        <AttachmentsField files={f.attachments} editing={f.editing} />

        <div className="form-actions">
          <button type="button" className="btn" onClick={f.cancel} disabled={f.saving}>
            Cancelar
          </button>
          <SubmitButton busy={f.saving}>Salvar</SubmitButton>
        </div>
      </Form>
    </>
  );
}
