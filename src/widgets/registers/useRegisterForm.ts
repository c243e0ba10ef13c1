import { errorText } from '../../core/api/errors';
import { fillEmpty, useCepLookup, type CepAddress } from '../../core/cep';
import { emit, navigate } from '../../core/elements/events';
import { useParishToday, useParishZone } from '../../core/calendar/parish-clock';
import { unplacedText, useFillOnce, useFormSubmit, useSchemaForm } from '../../core/form';
import { ageOn, createRegisterSchema } from '../../shared/schemas/registers';
import { portalUrl } from './api';
import { afterSavePath, emptyValues, valuesOf, type RegisterFormValues } from './form-values';
import { useRegister, useSaveRegister } from './queries';
import { useAttachmentsField } from './useAttachmentsField';
import { usePhotoField } from './usePhotoField';
import { useLegalBasisField } from './lgpd/useLegalBasisField';
import { pathTo } from '../../core/paths';

type Container = HTMLElement | ShadowRoot | undefined;

/**
 * The new and edit forms: the values (loaded from the register when editing) checked with the shared
 * schema, the CEP lookup, the photo and attachments areas, and the save: the register first, then the
 * chosen attachments (right after the register exists), then /registros with the message.
 */
export function useRegisterForm(mode: 'new' | 'edit', registerId: number | null, container: Container) {
  const editing = mode === 'edit' && registerId !== null;
  const loaded = useRegister(editing ? registerId : null);
  const form = useSchemaForm<RegisterFormValues>(createRegisterSchema(useParishZone()), emptyValues());
  useFillOnce(form, loaded.data, valuesOf);

  const photo = usePhotoField(loaded.data?.photo ? portalUrl(loaded.data.photo) : null);
  const attachments = useAttachmentsField(editing ? registerId : null);
  const cep = useCepLookup((found: CepAddress) => {
    for (const [field, value] of Object.entries(fillEmpty(form.getValues(), found))) form.setValue(field as keyof CepAddress, value);
  });
  const legalBasis = useLegalBasisField(loaded.data);

  const save = useSaveRegister(editing ? registerId : null);
  // A refused photo was never kept: it does not stop the save.
  const submit = useFormSubmit(
    form,
    (values: RegisterFormValues) =>
      save.mutateAsync({
        values,
        photo: photo.file,
        removePhoto: photo.removed,
        extra: legalBasis.enabled ? { legal_basis: values.legal_basis } : undefined,
      }),
    {
      failed: 'Falha ao salvar o registro',
      files: ['photo'],
      // What no field shows, as the registers tell a failure: the server's words, else 'Erro {status}'.
      failureText: (error, placed) => unplacedText(error, placed, errorText(error)),
      onSaved: async (saved) => {
        emit(container, 'sacra-register-saved', { id: saved.id, created: !editing });
        // A failure of the attachments is told on the list.
        const { sent, error } = await attachments.sendTo(saved.id);
        navigate(container, afterSavePath(editing ? 'updated' : 'created', sent, error));
      },
    },
  );

  const today = useParishToday();
  const born = form.watch('born_date');
  const age = /^\d{4}-\d{2}-\d{2}$/.test(born) && born <= today ? String(ageOn(born, today)) : '';

  return {
    form,
    editing,
    /** The register being edited; null for a new one. */
    loaded: editing ? loaded : null,
    age,
    /** The birth date's limit: today in the parish. */
    today,
    failure: submit.failure,
    closeFailure: submit.dismissFailure,
    saving: save.isPending || attachments.sending,
    onSubmit: submit.onSubmit,
    photo,
    attachments,
    cep,
    legalBasis,
    cancel: () => navigate(container, pathTo('/registros')),
  };
}
