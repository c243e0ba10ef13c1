import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { NewParishBody } from '../../shared/schemas/parishes';
import type { ParishIdentityValues } from './profile-values';
import { useCreateParish } from './queries';
import { toastFailure } from './toast-failure';

export interface NewParishValues {
  paroquia: ParishIdentityValues & { paroco: string; vigarios: [] };
  admin: { nome: string; usuario: string; email: string; senha_temporaria: string };
}

const EMPTY: NewParishValues = {
  paroquia: { nome: '', cnpj: '', diocese: '', cep: '', endereco: '', cidade: '', uf: '', fuso_horario: 'America/Sao_Paulo', paroco: '', vigarios: [] },
  admin: { nome: '', usuario: '', email: '', senha_temporaria: '' },
};

/**
 * 'Nova paróquia': the parish and its first administrator, checked with the shared schema of POST
 * /api/paroquias; a 422 (a user name taken) goes under its field. `done` runs after the creation.
 */
export function useNewParish(done: () => void) {
  const form = useSchemaForm<NewParishValues>(NewParishBody, EMPTY);
  const create = useCreateParish();
  const { onSubmit } = useFormSubmit(form, create.mutateAsync, {
    failed: 'Falha ao criar a paróquia',
    failureText: toastFailure('Falha ao criar a paróquia'),
    onSaved: (created) => {
      toast.success(created.message);
      form.reset(EMPTY);
      done();
    },
  });
  return { form, onSubmit, busy: create.isPending };
}
