import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeServerErrors, unplacedText, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { NewParishBody } from '../../shared/schemas/parishes';
import { createParish } from './api';
import { refreshParish } from './queries';

export interface NewParishValues {
  paroquia: {
    nome: string;
    cnpj: string;
    diocese: string;
    cep: string;
    endereco: string;
    cidade: string;
    uf: string;
    fuso_horario: string;
    paroco: string;
    vigarios: [];
  };
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
  const queryClient = useQueryClient();
  const form = useSchemaForm<NewParishValues>(NewParishBody, EMPTY);
  const create = useMutation({ mutationFn: createParish });

  async function onSubmit(values: NewParishValues) {
    try {
      toast.success((await create.mutateAsync(values)).message);
    } catch (error) {
      const text = unplacedText(error, placeServerErrors(form, error), 'Falha ao criar a paróquia');
      if (text) toast.error(text);
      return;
    }
    form.reset(EMPTY);
    await refreshParish(queryClient);
    done();
  }

  return { form, onSubmit, busy: create.isPending };
}
