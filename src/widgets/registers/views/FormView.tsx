import type { ComponentProps } from 'react';
import { Banner, Spinner } from '../../../core/ui';
import { CIVIL_STATUS, RACE, REGISTER_STATUS, WORK_STATE } from '../../../shared/schemas/registers';
import { AttachmentsField } from '../components/AttachmentsField';
import { SelectField, TextField } from '../components/Fields';
import { ElementLink } from '../../../core/ui/ElementLink';
import { PhotoField } from '../components/PhotoField';
import { LegalBasisField } from '../lgpd/LegalBasisField';
import { cepDigits, maskCep } from '../cep';
import { maskPhone, phoneDigits } from '../phone';
import { useRegisterForm } from '../useRegisterForm';

interface FormViewProps {
  mode: 'new' | 'edit';
  recordId?: string;
  container?: HTMLElement | ShadowRoot;
}

const idOf = (recordId: string | undefined) => (recordId && /^\d+$/.test(recordId) ? Number(recordId) : null);

/** /registros/novo and /registros/{id}/editar: every field, the photo and the attachments. */
export function FormView({ mode, recordId, container }: FormViewProps) {
  const f = useRegisterForm(mode, idOf(recordId), container);
  const title = mode === 'new' ? 'Novo registro' : 'Editar registro';
  const back = (
    <ElementLink to="/registros" container={container} className="btn">
      Voltar
    </ElementLink>
  );
  if (f.loading) return <Spinner label="Carregando registro..." />;
  if (f.loadError || (mode === 'edit' && !f.editing)) {
    return (
      <section className="reg-form">
        <h1>{title}</h1>
        <Banner kind="error">Erro: {f.loadError ?? 'Registro não encontrado.'}</Banner>
        {back}
      </section>
    );
  }
  const { values, errors, set } = f;
  const text = (field: keyof typeof values, label: string, extra: Omit<ComponentProps<typeof TextField>, 'label' | 'value' | 'onValue'> = {}) => (
    <TextField label={label} value={values[field]} error={errors[field]} onValue={(v) => set(field, v)} {...extra} />
  );
  const phone = (field: 'phone' | 'motherPhone' | 'fatherPhone', label: string, required = false) => (
    <TextField
      label={label}
      value={maskPhone(values[field])}
      unmask={phoneDigits}
      error={errors[field]}
      onValue={(v) => set(field, v)}
      type="tel"
      inputMode="tel"
      autoComplete={field === 'phone' ? 'tel-national' : 'off'}
      placeholder="+55 (DD) 9XXXX-XXXX"
      required={required}
    />
  );
  return (
    <section className="reg-form" aria-labelledby="reg-form-title">
      <header className="reg-header">
        <h1 id="reg-form-title">{title}</h1>
        {back}
      </header>
      {f.failure && (
        <Banner kind="error" onClose={f.closeFailure}>
          {f.failure}
        </Banner>
      )}
      <form ref={f.formRef} onSubmit={(e) => void f.onSubmit(e)} noValidate part="form">
        <div className="reg-grid">
          {text('name', 'Nome', { required: true, maxLength: 150, autoComplete: 'name', className: 'reg-wide' })}
          {text('email', 'Email', { type: 'email', maxLength: 254, autoComplete: 'email' })}
          {phone('phone', 'Telefone', true)}
          {text('cpf', 'CPF', { inputMode: 'numeric', maxLength: 14, placeholder: '000.000.000-00' })}
          {text('rg', 'RG', { maxLength: 20 })}
          {text('familly_qntd', 'Qtd. familiares', { type: 'number', min: 0, max: 99, inputMode: 'numeric' })}
          <SelectField label="Estado civil" value={values.civil_status} error={errors.civil_status} options={CIVIL_STATUS} empty="Selecione" onValue={(v) => set('civil_status', v)} />
          <TextField label="Idade" value={f.age} onValue={() => undefined} readOnly hint="Calculada pela data de nascimento." />
          {text('born_date', 'Nascimento', { type: 'date', required: true, max: new Date().toISOString().slice(0, 10) })}
          <SelectField label="Situação do trabalho" value={values.work_state} error={errors.work_state} options={WORK_STATE} empty="Selecione" onValue={(v) => set('work_state', v)} />
          <SelectField label="Raça" value={values.race} error={errors.race} options={RACE} empty="Selecione" onValue={(v) => set('race', v)} />
          <SelectField label="Status" value={values.status} error={errors.status} options={REGISTER_STATUS} onValue={(v) => set('status', v)} />
        </div>

        <fieldset className="reg-grid" part="address">
          <legend>Endereço</legend>
          <TextField
            label="CEP"
            value={maskCep(values.cep)}
            unmask={cepDigits}
            error={errors.cep}
            onValue={(v) => set('cep', v)}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            hint={
              f.cepStatus.kind === 'looking' ? (
                'Consultando CEP...'
              ) : f.cepStatus.kind === 'error' ? (
                <span className="field-error" role="alert">
                  {f.cepStatus.text}
                </span>
              ) : f.cepStatus.kind === 'found' ? (
                <span role="status">Endereço encontrado: {f.cepStatus.text}</span>
              ) : (
                'O endereço é preenchido a partir do CEP.'
              )
            }
          />
          {text('address', 'Endereço', { maxLength: 200, className: 'reg-wide', autoComplete: 'address-line1' })}
          {text('address_number', 'Número', { maxLength: 20 })}
          {text('home_situation', 'Bairro', { maxLength: 100 })}
          {text('city', 'Cidade', { maxLength: 100, autoComplete: 'address-level2' })}
          {text('state', 'Estado', { maxLength: 40, autoComplete: 'address-level1' })}
          {text('country', 'País', { maxLength: 60, placeholder: 'Brasil', autoComplete: 'country-name' })}
        </fieldset>

        <fieldset className="reg-grid" part="family">
          <legend>Família</legend>
          {text('mother_name', 'Nome da mãe', { maxLength: 150 })}
          {phone('motherPhone', 'Telefone da mãe')}
          {text('father_name', 'Nome do pai', { maxLength: 150 })}
          {phone('fatherPhone', 'Telefone do pai')}
        </fieldset>

        <LegalBasisField field={f.legalBasis} error={(errors as Record<string, string | undefined>).legal_basis} />

        <PhotoField photo={f.photo} name={values.name} error={f.photo.error ?? errors.photo} />
        <AttachmentsField files={f.attachments} editing={f.editing} />

        <div className="actions">
          <button type="button" className="btn" onClick={f.cancel} disabled={f.saving}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={f.saving}>
            {f.saving ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
    </section>
  );
}
