import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import type { Acao } from './api';
import { useDeleteIndisponibilidade, useDesignacaoAction, useMinha, useRenewIcal } from './queries';
import { TEXT } from './text';

/** 'Minha escala': the person's assignments, the swaps offered to them, blockouts and feed; each answer in one tap, said in a toast. */
export function useMine() {
  const minha = useMinha();
  const action = useDesignacaoAction();
  const renew = useRenewIcal();
  const deletion = useDeleteIndisponibilidade({ deleted: TEXT.indisponibilidadeDeleted, report: (kind, text) => toast[kind](text) });
  async function act(id: number, acao: Exclude<Acao, 'presenca'>) {
    try {
      toast.success(await action.mutateAsync({ id, acao }));
    } catch (error) {
      toast.error(errorText(error, TEXT.actionFailed));
    }
  }
  async function renewFeed() {
    try {
      toast.success(await renew.mutateAsync(undefined));
    } catch (error) {
      toast.error(errorText(error, TEXT.actionFailed));
    }
  }
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(TEXT.copied);
    } catch {
      toast.error('Não foi possível copiar: selecione o endereço e copie-o.');
    }
  }
  return { minha, act, busyId: action.isPending ? action.variables?.id : undefined, renewFeed, renewing: renew.isPending, copy, deletion };
}
