import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { fillEmpty, useCepLookup, type CepAddress } from '../../core/cep';
import { emit, navigate } from '../../core/elements/events';
import { placeServerErrors, useFillOnce, useSchemaForm } from '../../core/form';
import { ageOn, CreateRegister, todayInBrazil, type Register } from '../../shared/schemas/registers';
import { createRegister, portalUrl, updateRegister } from './api';
import { afterSavePath, emptyValues, valuesOf, type RegisterFormValues } from './form-values';
import { refreshAfterWrite, registerQuery } from './queries';
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
  const queryClient = useQueryClient();
  const editing = mode === 'edit' && registerId !== null;
  const loaded = useQuery({ ...registerQuery(registerId ?? 0), enabled: editing });
  const form = useSchemaForm<RegisterFormValues>(CreateRegister, emptyValues());
  const filled = useFillOnce(form, loaded.data, valuesOf);
  const [failure, setFailure] = useState<string | null>(null);

  const photo = usePhotoField(loaded.data?.photo ? portalUrl(loaded.data.photo) : null);
  const attachments = useAttachmentsField(editing ? registerId : null);
  const cep = useCepLookup((found: CepAddress) => {
    for (const [field, value] of Object.entries(fillEmpty(form.getValues(), found))) form.setValue(field as keyof CepAddress, value);
  });
  const legalBasis = useLegalBasisField(loaded.data);

  const save = useMutation({
    mutationFn: ({ values, file, removePhoto }: { values: RegisterFormValues; file: File | null; removePhoto: boolean }): Promise<Register> => {
      const extra = legalBasis.enabled ? { legal_basis: values.legal_basis } : undefined;
      return editing ? updateRegister(registerId, values, file, removePhoto, extra) : createRegister(values, file, extra);
    },
  });

  // A refused photo was never kept: it does not stop the save.
  async function onSubmit(values: RegisterFormValues) {
    setFailure(null);
    let saved: Register;
    try {
      saved = await save.mutateAsync({ values, file: photo.file, removePhoto: photo.removed });
    } catch (error) {
      placeServerErrors(form, error, { files: ['photo'] });
      setFailure(errorText(error));
      return;
    }
    emit(container, 'sacra-register-saved', { id: saved.id, created: !editing });
    // A failure of the attachments is told on the list.
    const { sent, error } = await attachments.sendTo(saved.id);
    await refreshAfterWrite(queryClient, saved.id);
    navigate(container, afterSavePath(editing ? 'updated' : 'created', sent, error));
  }

  const today = todayInBrazil();
  const born = form.watch('born_date');
  const age = /^\d{4}-\d{2}-\d{2}$/.test(born) && born <= today ? String(ageOn(born, today)) : '';

  return {
    form,
    editing,
    /** Editing: the register is still loading, or could not be loaded. */
    loading: editing && !filled && loaded.isPending,
    loadError: editing && !filled && loaded.error ? errorText(loaded.error) : null,
    age,
    failure,
    closeFailure: () => setFailure(null),
    saving: save.isPending || attachments.sending,
    onSubmit,
    photo,
    attachments,
    cep,
    legalBasis,
    cancel: () => navigate(container, pathTo('/registros')),
  };
}
