import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { errorText } from '../../core/api/errors';
import { fillEmpty, useCepLookup, type CepAddress } from '../../core/cep';
import { placeServerErrors, unplacedText, useFillOnce, useSchemaForm } from '../../core/form';
import { sessionStore } from '../../core/session/store';
import { toast } from '../../core/ui';
import { PARISHES_MSG } from '../../shared/schemas/parishes';
import { saveProfile } from './api';
import { bodyOf, ProfileForm, valuesOf, VIGARIO_TITLE, type ProfileValues } from './profile-values';
import { parishKeys, profileQuery } from './queries';

const EMPTY: ProfileValues = valuesOf({
  id: 0,
  nome: '',
  cnpj: null,
  diocese: null,
  cep: null,
  endereco: null,
  cidade: null,
  uf: null,
  telefone: null,
  email: null,
  site: null,
  fuso_horario: '',
  paroco: null,
  vigarios: [],
  logo: null,
});

/** The one-line address a CEP gives: 'Rua Barão de Jaguara - Centro' (the number is typed after the street). */
const addressOf = (found: CepAddress) => ({ endereco: [found.address, found.home_situation].filter(Boolean).join(' - '), cidade: found.city, uf: found.state });

/**
 * /paroquia's form: loaded once from GET /api/paroquia, checked with the shared schema, the CEP
 * lookup filling the empty address fields, the vigários as a list; the save refreshes the session
 * (the header shows the parish's name) and puts a 422's texts under their fields.
 */
export function useProfileForm() {
  const queryClient = useQueryClient();
  const loaded = useQuery(profileQuery());
  const form = useSchemaForm<ProfileValues>(ProfileForm, EMPTY);
  const filled = useFillOnce(form, loaded.data, valuesOf);
  const vigarios = useFieldArray({ control: form.control, name: 'vigarios' });
  const cep = useCepLookup((found) => {
    for (const [field, value] of Object.entries(fillEmpty({ ...form.getValues() }, addressOf(found)))) form.setValue(field as 'endereco', value);
  });
  const save = useMutation({ mutationFn: (values: ProfileValues) => saveProfile(bodyOf(values)) });

  async function onSubmit(values: ProfileValues) {
    try {
      const saved = await save.mutateAsync(values);
      queryClient.setQueryData(parishKeys.profile(), saved);
      form.reset(valuesOf(saved));
      toast.success(PARISHES_MSG.profileSaved);
      await sessionStore.getState().refresh();
    } catch (error) {
      const text = unplacedText(error, placeServerErrors(form, error), 'Falha ao salvar');
      if (text) toast.error(text);
    }
  }

  return {
    form,
    loading: !filled && loaded.isPending,
    loadError: !filled && loaded.isError ? errorText(loaded.error, 'Falha ao carregar os dados da paróquia') : null,
    retry: () => void loaded.refetch(),
    logo: loaded.data?.logo ?? null,
    vigarios: { ...vigarios, add: () => vigarios.append({ nome: '', titulo: VIGARIO_TITLE }) },
    cep,
    saving: save.isPending,
    onSubmit,
  };
}

export type ProfileFormController = ReturnType<typeof useProfileForm>;
