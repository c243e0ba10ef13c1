import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { toast } from '../../core/ui';
import { MONEY_MSG } from '../../shared/money';
import { ContributionBody, DIZIMO_MSG, type Tither } from '../../shared/schemas/dizimo';
import { z } from '../../shared/schemas/zod';
import { fetchTithers } from './api';
import { toastUnplaced } from './failure-toast';
import { competence, competenceValue } from './format';
import { useCreateContributionMutation, useTitherMatches } from './queries';

export interface EntryValues {
  dizimista: string;
  valor_centavos: string;
  metodo: string;
  competencia: string;
  data: string;
  campanha_id: string;
}

const AMBIGUOUS = 'Mais de um dizimista com esse nome: digite o número do carnê.';
const FAILED = 'Falha ao lançar a contribuição';
/** The server names the tither `dizimista_id`; the form, by what was typed for it. */
const ALIASES = { dizimista_id: 'dizimista' };

/** The server's schema over the entry as typed: the month as 'MM/AAAA'; the tither is resolved from what is typed on submit. */
const Entry = z.preprocess((v) => {
  const { dizimista: _typed, competencia, ...rest } = v as EntryValues;
  return { ...rest, competencia: competenceValue(competencia) };
}, ContributionBody);

/** What the call is sent for an entry: the amount as the money mask gives it, the tither resolved (none: an anonymous offering). */
function entryBody(v: EntryValues, who: Tither | null): Record<string, unknown> {
  return {
    ...(who ? { dizimista_id: who.id } : {}),
    valor_centavos: /^\d+$/.test(v.valor_centavos) ? Number(v.valor_centavos) : v.valor_centavos,
    metodo: v.metodo,
    competencia: competenceValue(v.competencia),
    data: v.data,
    ...(v.campanha_id ? { campanha_id: Number(v.campanha_id) } : {}),
  };
}

/** Who the typed text names: a card number exactly, or the one tither whose name holds it. Empty: an anonymous offering. */
export async function resolveTither(typed: string): Promise<Tither | null | string> {
  const q = typed.trim();
  if (!q) return null;
  const { items } = await fetchTithers({ q, limit: 5, page: 1 });
  if (/^\d+$/.test(q)) return items.find((t) => Number(t.numero_carne) === Number(q)) ?? DIZIMO_MSG.titherNotFound;
  return items.length === 1 ? items[0] : items.length ? AMBIGUOUS : DIZIMO_MSG.titherNotFound;
}

/**
 * The Sunday fast entry: card number or name, amount, method, Enter; the next entry starts at the first
 * field with the method, month and date kept, and the amount empty. The name found for what is typed
 * shows as it is typed. An amount is posted only when it was typed for this entry (`amountTyped`): an
 * entry never repeats the previous one's.
 */
export function useFastEntry(today: string) {
  const defaults: EntryValues = {
    dizimista: '',
    valor_centavos: '',
    metodo: 'dinheiro',
    competencia: competence(today.slice(0, 7)),
    data: today,
    campanha_id: '',
  };
  const form = useSchemaForm<EntryValues>(Entry, defaults);
  const [count, setCount] = useState(0);
  const amountTyped = useRef(false);
  const typed = useDebouncedValue(useWatch({ control: form.control, name: 'dizimista' }).trim(), 250);
  const preview = useTitherMatches(typed);
  const found = preview.data?.items ?? [];
  const match = /^\d+$/.test(typed) ? found.find((t) => Number(t.numero_carne) === Number(typed)) : found.length === 1 ? found[0] : undefined;

  const create = useCreateContributionMutation();
  // The tither of the entry being sent, resolved from what was typed just before.
  const who = useRef<Tither | null>(null);
  const { onSubmit } = useFormSubmit(form, (v: EntryValues) => create.mutateAsync(entryBody(v, who.current)), {
    failed: FAILED,
    aliases: ALIASES,
    failureText: toastUnplaced(FAILED, ALIASES),
    onSaved(saved, v) {
      toast.success(`${saved.message ?? DIZIMO_MSG.contributionCreated} Recibo ${saved.data.recibo_numero}.`);
      setCount((n) => n + 1);
      // Focus leaves the amount before it is cleared: its mask commits what it showed on blur, and that
      // must not land in the next entry.
      form.setFocus('dizimista');
      amountTyped.current = false;
      form.reset({ ...v, dizimista: '', valor_centavos: '' });
    },
  });

  async function submit(v: EntryValues) {
    if (!amountTyped.current || !v.valor_centavos) {
      form.setError('valor_centavos', { type: 'required', message: MONEY_MSG.required }, { shouldFocus: true });
      return;
    }
    const resolved = await resolveTither(v.dizimista);
    if (typeof resolved === 'string') {
      form.setError('dizimista', { type: 'server', message: resolved }, { shouldFocus: true });
      return;
    }
    who.current = resolved;
    await onSubmit(v);
  }
  /** The amount field's input handler: a key typed or a paste, for this entry. */
  const typingAmount = () => {
    amountTyped.current = true;
  };
  return { form, submit, count, match, typingAmount };
}
