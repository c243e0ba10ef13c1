import { addDays, weekdayOf } from '../../core/calendar/dates';
import { MAX_DOMINGOS, ProclamasBody } from '../../shared/schemas/casamentos';
import { z } from '../../shared/schemas/zod';
import { useProclamas } from './queries';
import { useActionForm } from './useActionForm';

/** The next `n` Sundays after `today`: the usual reading, which the parish may change. */
const nextSundays = (today: string, n: number) => Array.from({ length: n }, (_, i) => addDays(today, 7 - weekdayOf(today) + 7 * i));

type Domingos = { domingos: string[] };
const publishBody = (v: Domingos) => ({ acao: 'publicar' as const, domingos: v.domingos.filter(Boolean) });
const PublishForm = z.preprocess((v) => publishBody(v as Domingos), ProclamasBody);

/** 'Publicar proclamas': up to three Sundays (blank ones left out), the next three first. */
export function usePublishForm(id: number, today: string) {
  const proclamas = useProclamas(id);
  return useActionForm(PublishForm, { domingos: nextSundays(today, MAX_DOMINGOS) }, (v: Domingos) => proclamas.mutateAsync(publishBody(v)));
}

type Objection = { texto: string; informante: string };
const ObjectionForm = z.preprocess((v) => ({ acao: 'objecao', ...(v as Objection) }), ProclamasBody);

/** 'Registrar objeção': the file cannot be habilitado while it stands. */
export function useObjectionForm(id: number, onDone: () => void) {
  const proclamas = useProclamas(id);
  return useActionForm(ObjectionForm, { texto: '', informante: '' }, (v: Objection) => proclamas.mutateAsync({ acao: 'objecao', ...v }), onDone);
}

type Resolution = { resolucao: string };
/** 'Resolver': how the objection was settled. */
export function useResolveForm(id: number, objecaoId: number, onDone: () => void) {
  const proclamas = useProclamas(id);
  const body = (v: Resolution) => ({ acao: 'resolver' as const, objecao_id: objecaoId, resolucao: v.resolucao });
  const ResolveForm = z.preprocess((v) => body(v as Resolution), ProclamasBody);
  return useActionForm(ResolveForm, { resolucao: '' }, (v: Resolution) => proclamas.mutateAsync(body(v)), onDone);
}
