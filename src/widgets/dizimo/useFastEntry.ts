import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { placeServerErrors, unplacedText } from '../../core/form';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { toast } from '../../core/ui';
import { MONEY_MSG } from '../../shared/money';
import { DIZIMO_MSG, type Tither } from '../../shared/schemas/dizimo';
import { createContribution, fetchTithers } from './api';
import { competence, competenceValue } from './format';
import { refreshAll, tithersQuery } from './queries';

export interface EntryValues {
  dizimista: string;
  valor_centavos: string;
  metodo: string;
  competencia: string;
  data: string;
  campanha_id: string;
}

const AMBIGUOUS = 'Mais de um dizimista com esse nome: digite o número do carnê.';

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
  const queryClient = useQueryClient();
  const defaults: EntryValues = {
    dizimista: '',
    valor_centavos: '',
    metodo: 'dinheiro',
    competencia: competence(today.slice(0, 7)),
    data: today,
    campanha_id: '',
  };
  const form = useForm<EntryValues>({ defaultValues: defaults });
  const first = useRef<HTMLInputElement | null>(null);
  const [count, setCount] = useState(0);
  const amountTyped = useRef(false);
  const typed = useDebouncedValue(form.watch('dizimista').trim(), 250);
  const preview = useQuery({ ...tithersQuery({ q: typed, limit: 5, page: 1 }), enabled: typed.length > 0 });
  const found = preview.data?.items ?? [];
  const match = /^\d+$/.test(typed) ? found.find((t) => Number(t.numero_carne) === Number(typed)) : found.length === 1 ? found[0] : undefined;

  async function submit(v: EntryValues) {
    if (!amountTyped.current || !v.valor_centavos) {
      form.setError('valor_centavos', { type: 'required', message: MONEY_MSG.required }, { shouldFocus: true });
      return;
    }
    const who = await resolveTither(v.dizimista);
    if (typeof who === 'string') {
      form.setError('dizimista', { type: 'server', message: who }, { shouldFocus: true });
      return;
    }
    try {
      const saved = await createContribution({
        ...(who ? { dizimista_id: who.id } : {}),
        valor_centavos: /^\d+$/.test(v.valor_centavos) ? Number(v.valor_centavos) : v.valor_centavos,
        metodo: v.metodo,
        competencia: competenceValue(v.competencia),
        data: v.data,
        ...(v.campanha_id ? { campanha_id: Number(v.campanha_id) } : {}),
      });
      toast.success(`${saved.message ?? DIZIMO_MSG.contributionCreated} Recibo ${saved.data.recibo_numero}.`);
      setCount((n) => n + 1);
      // Focus leaves the amount before it is cleared: its mask commits what it showed on blur, and that
      // must not land in the next entry.
      first.current?.focus();
      amountTyped.current = false;
      form.reset({ ...v, dizimista: '', valor_centavos: '' });
      await refreshAll(queryClient);
    } catch (error) {
      const aliases = { dizimista_id: 'dizimista' };
      const text = unplacedText(error, placeServerErrors(form, error, { aliases }), 'Falha ao lançar a contribuição', aliases);
      if (text) toast.error(text);
    }
  }
  /** The amount field's input handler: a key typed or a paste, for this entry. */
  const typingAmount = () => {
    amountTyped.current = true;
  };
  return { form, submit, first, count, match, searching: preview.isFetching, typingAmount };
}
