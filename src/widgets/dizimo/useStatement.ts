import { useState } from 'react';
import { unplacedText } from '../../core/form';
import { toast } from '../../core/ui';
import type { PendingCredit, RefusedLine } from '../../shared/schemas/dizimo';
import { useBookCreditMutation, useDismissCreditMutation, useImportStatementMutation, usePendingCredits } from './queries';
import { resolveTither } from './useFastEntry';

export interface ImportSummary {
  text: string;
  refused: RefusedLine[];
}

/**
 * The bank statement screen's state: the import and what it did, the pending credits with what is
 * typed for each, booking one (to the suggested tither in one click, to a typed card or name, or as an
 * anonymous offering) and dismissing one.
 */
export function useStatement() {
  const pending = usePendingCredits();
  const importing = useImportStatementMutation();
  const booking = useBookCreditMutation();
  const discarding = useDismissCreditMutation();
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [who, setWho] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [dismissing, setDismissing] = useState<PendingCredit | null>(null);
  const failed = (id: number, error: unknown, line: string) => setErrors((e) => ({ ...e, [id]: unplacedText(error, [], line) ?? line }));

  async function upload(files: File[]) {
    if (!files[0]) return;
    try {
      const r = await importing.mutateAsync(files[0]);
      const parts = [
        `${r.importadas} lançada(s) pelo carnê`,
        `${r.repetidas} já importada(s)`,
        `${r.pendentes} pendente(s)`,
        `${r.saldos} linha(s) de saldo ignorada(s)`,
      ];
      if (r.recusadas.length) parts.push(`${r.recusadas.length} recusada(s)`);
      setSummary({ text: `${r.message} ${parts.join(', ')}.`, refused: r.recusadas });
    } catch (error) {
      setSummary(null);
      toast.error(unplacedText(error, [], 'Falha ao importar o extrato') ?? 'Falha ao importar o extrato');
    }
  }

  /** Books credit `id` to `titherId` (the suggestion), or to what is typed for it (empty: an anonymous offering). */
  async function book(id: number, titherId?: number) {
    const tither = titherId ? { id: titherId } : await resolveTither(who[id] ?? '');
    if (typeof tither === 'string') return setErrors((e) => ({ ...e, [id]: tither }));
    try {
      toast.success((await booking.mutateAsync({ id, titherId: tither?.id ?? null })).message);
    } catch (error) {
      failed(id, error, 'Falha ao lançar');
    }
  }

  async function dismiss() {
    const credit = dismissing;
    if (!credit) return;
    setDismissing(null);
    try {
      toast.success((await discarding.mutateAsync(credit.id)).message);
    } catch (error) {
      failed(credit.id, error, 'Falha ao descartar');
    }
  }

  const type = (id: number, text: string) => setWho((w) => ({ ...w, [id]: text }));
  return { pending, summary, who, type, errors, upload, book, dismissing, askDismiss: setDismissing, dismiss };
}
