import { useState } from 'react';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { usePeoplePicker } from '../../core/people/usePeoplePicker';
import { toast } from '../../core/ui';
import { MembroBody, type Membro } from '../../shared/schemas/escalas';
import type { RegisterPick } from '../../shared/schemas/registers';
import { candidatesPath, USUARIOS_PATH } from './api';
import { useSaveMembro } from './queries';
import { TEXT } from './text';

interface Values {
  register_id: string;
  user_id: string;
  /** Checkbox groups: the checked positions' and celebrations' ids, as the inputs hold them. */
  funcoes: string[];
  menor: boolean;
  familia: string;
  preferencias: { vezes_por_mes: string; celebracoes_preferidas: string[]; familia: string };
}

const EMPTY: Values = {
  register_id: '',
  user_id: '',
  funcoes: [],
  menor: false,
  familia: '',
  preferencias: { vezes_por_mes: '', celebracoes_preferidas: [], familia: '' },
};
const valuesOf = (m: Membro): Values => ({
  register_id: String(m.register_id),
  user_id: m.user_id ? String(m.user_id) : '',
  funcoes: m.funcoes.map(String),
  menor: m.menor,
  familia: m.familia ?? '',
  preferencias: {
    vezes_por_mes: m.preferencias.vezes_por_mes ? String(m.preferencias.vezes_por_mes) : '',
    celebracoes_preferidas: m.preferencias.celebracoes_preferidas.map(String),
    familia: m.preferencias.familia ?? '',
  },
});

/**
 * A member of the ministry (`membro` null: a person picked from the registers): the account that answers for
 * them (found by typing a name), the positions they fill, minor, family, and their preferences (times a month,
 * preferred Masses).
 */
export function useMembroForm(ministerioId: number, membro: Membro | null, onSaved: () => void) {
  const form = useSchemaForm<Values>(MembroBody, membro ? valuesOf(membro) : EMPTY);
  const save = useSaveMembro(ministerioId, membro?.id ?? null);
  const picker = usePeoplePicker(candidatesPath(ministerioId));
  const [person, setPerson] = useState<RegisterPick | null>(null);
  const { onSubmit, failure } = useFormSubmit(form, (v: Values) => save.mutateAsync(v), {
    failed: TEXT.memberSaveFailed,
    onSaved(saved) {
      toast.success(saved.message ?? (membro ? TEXT.membroUpdated : TEXT.membroCreated));
      onSaved();
    },
  });
  function pick(chosen: RegisterPick) {
    setPerson(chosen);
    form.setValue('register_id', String(chosen.id), { shouldValidate: form.formState.isSubmitted });
  }
  const accounts = usePeoplePicker(USUARIOS_PATH);
  const [account, setAccount] = useState<{ id: number; name: string } | null>(membro?.user_id ? { id: membro.user_id, name: membro.user_nome ?? '' } : null);
  function chooseAccount(chosen: { id: number; name: string } | null) {
    setAccount(chosen);
    form.setValue('user_id', chosen ? String(chosen.id) : '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }
  return { form, onSubmit, failure, picker, person, pick, accounts, account, chooseAccount };
}
