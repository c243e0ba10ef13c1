import { useFieldArray } from 'react-hook-form';
import { fillEmpty, useCepLookup, type CepAddress } from '../../core/cep';
import { useFillOnce, useFormSubmit, useSchemaForm } from '../../core/form';
import { sessionStore } from '../../core/session/store';
import { toast } from '../../core/ui';
import { PARISHES_MSG } from '../../shared/schemas/parishes';
import { ProfileForm, valuesOf, VIGARIO_TITLE, type ProfileValues } from './profile-values';
import { useProfile, useSaveProfile } from './queries';
import { toastFailure } from './toast-failure';

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
  const loaded = useProfile();
  const form = useSchemaForm<ProfileValues>(ProfileForm, EMPTY);
  useFillOnce(form, loaded.data, valuesOf);
  const vigarios = useFieldArray({ control: form.control, name: 'vigarios' });
  const cep = useCepLookup((found) => {
    for (const [field, value] of Object.entries(fillEmpty({ ...form.getValues() }, addressOf(found)))) form.setValue(field as 'endereco', value);
  });
  const save = useSaveProfile();
  const { onSubmit } = useFormSubmit(form, save.mutateAsync, {
    failed: 'Falha ao salvar',
    failureText: toastFailure('Falha ao salvar'),
    onSaved: async (saved) => {
      form.reset(valuesOf(saved));
      toast.success(PARISHES_MSG.profileSaved);
      await sessionStore.getState().refresh();
    },
  });

  return {
    form,
    loaded,
    logo: loaded.data?.logo ?? null,
    vigarios: { ...vigarios, add: () => vigarios.append({ nome: '', titulo: VIGARIO_TITLE }) },
    cep,
    saving: save.isPending,
    onSubmit,
  };
}

export type ProfileFormController = ReturnType<typeof useProfileForm>;
