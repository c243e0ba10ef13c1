import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import type { Esportula } from '../../shared/schemas/agenda';
import { useConfirmEsportulaMutation } from './queries';

/** The dialog confirming a Mass stipend's money is in hand: the stipend, the payment method, the confirmation. */
export function useEsportulaConfirm() {
  const confirmation = useConfirmEsportulaMutation();
  const [confirming, setConfirming] = useState<Esportula | null>(null);
  const [metodo, setMetodo] = useState('dinheiro');

  async function confirm() {
    if (!confirming) return;
    try {
      toast.success((await confirmation.mutateAsync({ id: confirming.id, metodo })).message ?? '');
      setConfirming(null);
    } catch (error) {
      toast.error(errorText(error, 'Falha ao confirmar'));
    }
  }

  return {
    confirming,
    open(esportula: Esportula) {
      setMetodo('dinheiro');
      setConfirming(esportula);
    },
    cancel: () => setConfirming(null),
    metodo,
    setMetodo,
    busy: confirmation.isPending,
    confirm,
  };
}
