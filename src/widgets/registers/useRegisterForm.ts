import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../core/api/errors';
import { navigate } from '../../core/elements/events';
import { ageOn, todayInBrazil, type Register, type RegisterField } from '../../shared/schemas/registers';
import { createRegister, portalUrl, updateRegister } from './api';
import { cepDigits } from './cep';
import { serverFieldErrors } from './field-errors';
import { afterSavePath, emptyValues, validate, valuesOf, type FormValues } from './form-values';
import { phoneDigits } from './phone';
import { refreshAfterWrite, registerQuery } from './queries';
import { useAttachmentsField } from './useAttachmentsField';
import { useCepLookup } from './useCepLookup';
import { usePhotoField } from './usePhotoField';
import { useLegalBasisField } from './lgpd/useLegalBasisField';

type Container = HTMLElement | ShadowRoot | undefined;

/**
 * The new and edit forms: the values (loaded from the register when editing), the phone and CEP
 * input rules, the CEP lookup, the photo and attachments areas, the check with the shared schema
 * and the save: the register first, then the chosen attachments, then /registros with the message.
 */
export function useRegisterForm(mode: 'new' | 'edit', registerId: number | null, container: Container) {
  const queryClient = useQueryClient();
  const editing = mode === 'edit' && registerId !== null;
  const loaded = useQuery({ ...registerQuery(registerId ?? 0), enabled: editing });
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [ready, setReady] = useState(!editing);
  const [errors, setErrors] = useState<Partial<Record<RegisterField | 'photo', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // The saved register fills the form once; a background refetch must not undo the user's edits.
  useEffect(() => {
    if (loaded.data && !ready) {
      setValues(valuesOf(loaded.data));
      setReady(true);
    }
  }, [loaded.data, ready]);

  useEffect(() => {
    if (focusTick) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const photo = usePhotoField(loaded.data?.photo ? portalUrl(loaded.data.photo) : null);
  const attachments = useAttachmentsField(editing ? registerId : null);
  const cep = useCepLookup(values, (changes) => setValues((v) => ({ ...v, ...changes })));
  const legalBasis = useLegalBasisField(loaded.data);

  function set(field: RegisterField, raw: string) {
    let value = raw;
    if (field === 'phone' || field === 'motherPhone' || field === 'fatherPhone') value = phoneDigits(raw);
    if (field === 'cep') {
      value = cepDigits(raw);
      cep.typedCep(value);
    }
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  const save = useMutation({
    mutationFn: (v: { values: FormValues; file: File | null; removePhoto: boolean }): Promise<Register> =>
      editing ? updateRegister(registerId, v.values, v.file, v.removePhoto, legalBasis.extra) : createRegister(v.values, v.file, legalBasis.extra),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // A refused photo was never kept: it does not stop the save.
    const problems = validate(values);
    if (Object.keys(problems).length) {
      setErrors(problems);
      setFocusTick((n) => n + 1);
      return;
    }
    let saved: Register;
    try {
      saved = await save.mutateAsync({ values, file: photo.file, removePhoto: photo.removed });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(errorText(error));
      setFocusTick((n) => n + 1);
      return;
    }
    // Attachments go right after the register exists (decisions.md); a failure is told on the list.
    const { sent, error } = await attachments.sendTo(saved.id);
    await refreshAfterWrite(queryClient, saved.id);
    navigate(container, afterSavePath(editing ? 'updated' : 'created', sent, error));
  }

  const today = todayInBrazil();
  const age = /^\d{4}-\d{2}-\d{2}$/.test(values.born_date) && values.born_date <= today ? String(ageOn(values.born_date, today)) : '';

  return {
    editing,
    /** Editing: the register is still loading, or could not be loaded. */
    loading: editing && !ready && loaded.isPending,
    loadError: editing && !ready && loaded.error ? errorText(loaded.error) : null,
    name: loaded.data?.name,
    values,
    set,
    age,
    errors,
    failure,
    closeFailure: () => setFailure(null),
    saving: save.isPending || attachments.sending,
    onSubmit,
    formRef,
    photo,
    attachments,
    cepStatus: cep.status,
    legalBasis,
    cancel: () => navigate(container, '/registros'),
  };
}
