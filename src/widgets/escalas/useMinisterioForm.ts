import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { usePeoplePicker } from '../../core/people/usePeoplePicker';
import { toast } from '../../core/ui';
import { MinisterioBody } from '../../shared/schemas/escalas';
import type { RegisterPick } from '../../shared/schemas/registers';
import { USUARIOS_PATH, type MinisterioDetail } from './api';
import { useSaveMinisterio } from './queries';
import { TEXT } from './text';

export interface MinisterioValues {
  nome: string;
  /** A position already saved keeps its id (a position left out of a PUT is removed); a new one has ''. */
  funcoes: Array<{ id: string; nome: string }>;
  coordenadores: number[];
  visibilidade: string;
  menores_ate: string;
}

const EMPTY: MinisterioValues = { nome: '', funcoes: [{ id: '', nome: '' }], coordenadores: [], visibilidade: 'privada', menores_ate: '' };
const valuesOf = (m: MinisterioDetail): MinisterioValues => ({
  nome: m.nome,
  funcoes: m.funcoes.map((f) => ({ id: String(f.id), nome: f.nome })),
  coordenadores: m.coordenadores,
  visibilidade: m.visibilidade,
  menores_ate: m.menores_ate ?? '',
});

/**
 * The ministry's form (`ministerio` null: a new one): name, positions (added and removed in place), coordinators
 * (accounts found by typing a name in the people picker), visibility, the minors' hour.
 */
export function useMinisterioForm(ministerio: MinisterioDetail | null, onSaved: (id: number) => void) {
  const form = useSchemaForm<MinisterioValues>(MinisterioBody, ministerio ? valuesOf(ministerio) : EMPTY);
  const funcoes = useFieldArray({ control: form.control, name: 'funcoes' });
  const save = useSaveMinisterio(ministerio?.id ?? null);
  const { onSubmit, failure } = useFormSubmit(form, (v: MinisterioValues) => save.mutateAsync({ ...v, menores_ate: v.menores_ate || null }), {
    failed: TEXT.ministrySaveFailed,
    onSaved(saved) {
      toast.success(saved.message ?? (ministerio ? TEXT.ministerioUpdated : TEXT.ministerioCreated));
      onSaved(saved.data.id);
    },
  });
  const coordenadores = form.watch('coordenadores');
  const setCoordenadores = (ids: number[]) => form.setValue('coordenadores', ids, { shouldDirty: true });
  const accounts = usePeoplePicker(USUARIOS_PATH);
  // The chosen accounts' names: the saved ones come with the ministry, a new one from the picker.
  const [names, setNames] = useState(() => new Map(ministerio?.coordenadores.map((id, i) => [id, ministerio.coordenadores_nomes[i]])));
  return {
    form,
    onSubmit,
    failure,
    funcoes: { fields: funcoes.fields, add: () => funcoes.append({ id: '', nome: '' }), remove: funcoes.remove },
    coordenadores,
    accounts,
    coordinatorName: (id: number) => names.get(id) ?? `Conta ${id}`,
    addCoordenador: (person: RegisterPick) => {
      setNames((known) => new Map(known).set(person.id, person.name));
      if (!coordenadores.includes(person.id)) setCoordenadores([...coordenadores, person.id]);
    },
    removeCoordenador: (id: number) => setCoordenadores(coordenadores.filter((c) => c !== id)),
  };
}
