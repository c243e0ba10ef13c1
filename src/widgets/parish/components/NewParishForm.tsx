import { CepField, fillEmpty, useCepLookup } from '../../../core/cep';
import { Form, FormModal, requiredLabel, SelectField, TextField } from '../../../core/form';
import { ZoneOptions } from '../../../core/ZoneOptions';
import { useNewParish } from '../useNewParish';

const FORM_ID = 'new-parish-form';

/** The modal 'Nova paróquia': the parish (as the first run asks it) and its first administrator. */
export function NewParishForm({ onClose }: { onClose: () => void }) {
  const { form, onSubmit, busy } = useNewParish(onClose);
  const cep = useCepLookup((found) => {
    const address = {
      'paroquia.endereco': [found.address, found.home_situation].filter(Boolean).join(' - '),
      'paroquia.cidade': found.city,
      'paroquia.uf': found.state,
    };
    const values = {
      'paroquia.endereco': form.getValues('paroquia.endereco'),
      'paroquia.cidade': form.getValues('paroquia.cidade'),
      'paroquia.uf': form.getValues('paroquia.uf'),
    };
    for (const [field, value] of Object.entries(fillEmpty(values, address))) form.setValue(field as 'paroquia.endereco', value);
  });
  return (
    <FormModal title="Nova paróquia" formId={FORM_ID} submit="Criar paróquia" busyText="Criando..." busy={busy} onClose={onClose} className="parish-new">
      <Form form={form} onSubmit={onSubmit} id={FORM_ID}>
        <fieldset className="parish-grid">
          <legend>Paróquia</legend>
          <TextField name="paroquia.nome" label={requiredLabel('Nome da paróquia')} required maxLength={150} className="parish-wide" />
          <TextField name="paroquia.cnpj" label={requiredLabel('CNPJ')} required maxLength={20} inputMode="numeric" placeholder="00.000.000/0000-00" />
          <TextField name="paroquia.diocese" label={requiredLabel('Diocese')} required maxLength={150} />
          <CepField cep={cep} name="paroquia.cep" />
          <TextField name="paroquia.endereco" label={requiredLabel('Endereço')} required maxLength={200} className="parish-wide" />
          <TextField name="paroquia.cidade" label="Cidade" maxLength={100} />
          <TextField name="paroquia.uf" label="UF" maxLength={2} />
          <SelectField name="paroquia.fuso_horario" label={requiredLabel('Fuso horário')} required className="parish-wide">
            <ZoneOptions value={form.watch('paroquia.fuso_horario')} />
          </SelectField>
          <TextField name="paroquia.paroco" label="Pároco" maxLength={120} className="parish-wide" placeholder="Pe. João da Silva" />
        </fieldset>
        <fieldset className="parish-grid">
          <legend>Primeiro administrador (Administrador Geral)</legend>
          <TextField name="admin.nome" label={requiredLabel('Nome')} required maxLength={120} autoComplete="off" />
          <TextField name="admin.usuario" label={requiredLabel('Usuário')} required maxLength={40} autoComplete="off" />
          <TextField name="admin.email" label={requiredLabel('E-mail')} required type="email" maxLength={254} autoComplete="off" className="parish-wide" />
          <TextField
            name="admin.senha_temporaria"
            label="Senha temporária"
            type="password"
            maxLength={200}
            autoComplete="new-password"
            className="parish-wide"
            hint="Opcional: trocada no primeiro acesso. Em branco, o administrador recebe por e-mail um convite para escolher a senha."
          />
        </fieldset>
      </Form>
    </FormModal>
  );
}
