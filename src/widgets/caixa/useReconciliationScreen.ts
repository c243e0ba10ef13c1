import { useState } from 'react';
import { unplacedText } from '../../core/form';
import { toast } from '../../core/ui';
import type { ConciliacaoAcao } from '../../shared/schemas/caixa';
import { useHolders, useImportReconciliationMutation, useLineMutation, useReconciliation, useReconciliations } from './queries';
import { CAIXA_TEXT } from './text';

/**
 * The reconciliation screen's state: the bank account, the statement imported (or one chosen from the earlier
 * imports) with its lines, the account chosen to book each unmatched line, and each line's refusal.
 */
export function useReconciliationScreen() {
  const banks = (useHolders().data ?? []).filter((h) => h.tipo === 'banco');
  const imports = useReconciliations();
  const [holderId, setHolderId] = useState<number | null>(null);
  const bankId = holderId ?? banks[0]?.id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen ?? imports.data?.[0]?.id ?? null;
  const statement = useReconciliation(current);
  const importing = useImportReconciliationMutation();
  const acting = useLineMutation();
  const [accountFor, setAccountFor] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  async function upload(files: File[]) {
    if (!files[0] || bankId === null) return;
    try {
      const done = await importing.mutateAsync({ file: files[0], holderId: bankId });
      setChosen(done.data.id);
      toast.success(done.message ?? '');
    } catch (error) {
      toast.error(unplacedText(error, [], CAIXA_TEXT.reconciliationFailed) ?? CAIXA_TEXT.reconciliationFailed);
    }
  }

  async function act(lineId: number, action: ConciliacaoAcao) {
    if (current === null) return;
    setErrors(({ [lineId]: _, ...rest }) => rest);
    try {
      toast.success((await acting.mutateAsync({ id: current, action })).message ?? '');
    } catch (error) {
      setErrors((e) => ({ ...e, [lineId]: unplacedText(error, [], 'Falha ao conciliar a linha') ?? 'Falha ao conciliar a linha' }));
    }
  }

  return {
    banks,
    bankId,
    chooseBank: setHolderId,
    imports,
    current,
    choose: setChosen,
    statement,
    uploading: importing.isPending,
    upload,
    link: (lineId: number, entryId: number) => act(lineId, { acao: 'vincular', linha_id: lineId, lancamento_id: entryId }),
    book: (lineId: number) => act(lineId, { acao: 'lancar', linha_id: lineId, conta_id: Number(accountFor[lineId] ?? 0) }),
    accountFor,
    chooseAccount: (lineId: number, id: string) => setAccountFor((a) => ({ ...a, [lineId]: id })),
    errors,
    busy: acting.isPending,
  };
}
