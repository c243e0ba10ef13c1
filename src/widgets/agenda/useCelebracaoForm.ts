import { useState } from 'react';
import { useParishToday } from '../../core/calendar/parish-clock';
import { navigate } from '../../core/elements/events';
import { useFillOnce, useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { AGENDA_MSG, CelebracaoBody, type Celebracao } from '../../shared/schemas/agenda';
import { useCelebracao, useCommunities, useDeleteCelebracao, useSaveCelebracao } from './queries';
import { buildRule, defaultRecurrence, parseRule, type Recurrence } from './recurrence';
import { pathTo } from '../../core/paths';

interface Values {
  tipo: string;
  titulo: string;
  ent_id: string;
  regra: string;
  hora: string;
  duracao_min: string;
  inicio: string;
  fim: string;
  celebrante: string;
  publica: boolean;
}

const valuesOf = (c: Celebracao): Values => ({
  tipo: c.tipo,
  titulo: c.titulo ?? '',
  ent_id: String(c.ent_id),
  regra: c.regra,
  hora: c.hora.slice(0, 5),
  duracao_min: String(c.duracao_min),
  inicio: c.inicio,
  fim: c.fim ?? '',
  celebrante: c.celebrante ?? '',
  publica: c.publica,
});

/**
 * The celebration form, new (`celebracaoId` undefined) or editing: the celebration loaded first, its rule
 * written by the friendly recurrence, saved, deleted after a confirmation.
 */
export function useCelebracaoForm(celebracaoId: string | undefined, container?: HTMLElement | ShadowRoot) {
  const id = celebracaoId && /^\d+$/.test(celebracaoId) ? Number(celebracaoId) : null;
  const editing = celebracaoId !== undefined;
  const celebracao = useCelebracao(id);
  const communities = useCommunities();
  const today = useParishToday();
  // The builder's choice and the rule it wrote: a rule typed (or loaded) that it did not write is shown
  // as the builder reads it; one it cannot read leaves it on 'Avançada'.
  const [built, setBuilt] = useState(() => {
    const value = defaultRecurrence('weekly', today);
    return { value, rule: buildRule(value) };
  });
  const form = useSchemaForm<Values>(CelebracaoBody, {
    tipo: 'missa',
    titulo: '',
    ent_id: '',
    regra: built.rule,
    hora: '',
    duracao_min: '60',
    inicio: today,
    fim: '',
    celebrante: '',
    publica: true,
  });
  useFillOnce(form, celebracao.data ?? undefined, valuesOf);
  const regra = form.watch('regra') ?? '';
  const recurrence = built.rule === regra ? built.value : parseRule(regra);

  function onRecurrence(r: Recurrence) {
    const rule = r.freq !== 'advanced' ? buildRule(r) : regra;
    setBuilt({ value: r, rule });
    if (r.freq !== 'advanced') form.setValue('regra', rule, { shouldValidate: form.formState.isSubmitted });
  }

  const save = useSaveCelebracao(id);
  const submit = useFormSubmit(form, (v: Values) => save.mutateAsync({ ...v, ent_id: v.ent_id ? Number(v.ent_id) : '', duracao_min: Number(v.duracao_min) }), {
    failed: 'Falha ao salvar a celebração',
    onSaved: (saved) => {
      toast.success(saved.message ?? (editing ? AGENDA_MSG.celebracaoUpdated : AGENDA_MSG.celebracaoCreated));
      navigate(container, pathTo('/agenda'));
    },
  });
  const deletion = useDeleteCelebracao({
    deleted: AGENDA_MSG.celebracaoDeleted,
    report: (kind, text) => toast[kind](text),
    deletedEvent: () => navigate(container, pathTo('/agenda')),
  });
  return {
    id,
    editing,
    /** The celebration being edited (its data null: none such); null for a new one or an id that is none. */
    celebracao: id !== null ? celebracao : null,
    communities: communities.data,
    form,
    recurrence,
    onRecurrence,
    onSubmit: submit.onSubmit,
    failure: submit.failure,
    deletion,
  };
}
