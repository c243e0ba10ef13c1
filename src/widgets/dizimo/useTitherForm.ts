import { useState } from 'react';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { usePeoplePicker } from '../../core/people/usePeoplePicker';
import { toast } from '../../core/ui';
import type { RegisterPick } from '../../shared/schemas/registers';
import { DIZIMO_MSG, TitherBody, TitherUpdate, type Tither } from '../../shared/schemas/dizimo';
import { CANDIDATES_PATH } from './api';
import { useSaveTitherMutation } from './queries';

interface Values {
  register_id: string;
  status: string;
  valor_pactuado_centavos: string;
  metodo_preferido: string;
}
const EMPTY: Values = { register_id: '', status: '1', valor_pactuado_centavos: '', metodo_preferido: '' };
const valuesOf = (t: Tither): Values => ({
  register_id: String(t.register_id),
  status: String(t.status),
  valor_pactuado_centavos: t.valor_pactuado_centavos ? String(t.valor_pactuado_centavos) : '',
  metodo_preferido: t.metodo_preferido ?? '',
});

/** What the call is sent: the amount as the money mask gives it (centavos, or what was typed when it is no amount: the server names it). */
function bodyOf(v: Values, editing: boolean): Record<string, unknown> {
  const body = { status: Number(v.status), valor_pactuado_centavos: v.valor_pactuado_centavos || null, metodo_preferido: v.metodo_preferido || null };
  return editing ? body : { ...body, register_id: Number(v.register_id) };
}

/**
 * 'Novo dizimista' (`tither` null: a person picked from the registers, who is the form's register_id) and
 * the edit form, checked with the server's schema; a 422's texts under their fields, the rest in the banner.
 */
export function useTitherForm(tither: Tither | null, onSaved: () => void) {
  const form = useSchemaForm<Values>(tither ? TitherUpdate : TitherBody, tither ? valuesOf(tither) : EMPTY);
  const save = useSaveTitherMutation(tither?.id ?? null);
  const picker = usePeoplePicker(CANDIDATES_PATH);
  const [person, setPerson] = useState<RegisterPick | null>(null);
  const { onSubmit, failure } = useFormSubmit(form, (v: Values) => save.mutateAsync(bodyOf(v, tither !== null)), {
    failed: 'Falha ao salvar o dizimista',
    onSaved(saved) {
      toast.success(saved.message ?? DIZIMO_MSG.titherUpdated);
      onSaved();
    },
  });
  function pick(chosen: RegisterPick) {
    setPerson(chosen);
    form.setValue('register_id', String(chosen.id), { shouldValidate: form.formState.isSubmitted });
  }
  return { form, picker, person, pick, onSubmit, failure };
}
