import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { AtenderBody, PedidoBody, RecusarBody, type Casamento, type Pedido } from '../../shared/schemas/casamentos';
import { useAtender, useConfirmarAnotacao, useCreatePedido, useRecusarAnotacao, useRecusarPedido } from './queries';
import { TEXT } from './text';
import { useActionForm } from './useActionForm';

const FOR_MARRIAGE = 'para fins de casamento';

/** A spouse's baptism certificate asked of their baptism parish on this portal, landing in this file. */
export function useAskCertificate(c: Casamento, conjuge: 1 | 2) {
  const create = useCreatePedido();
  const noivo = conjuge === 1 ? c.conjuge1 : c.conjuge2;
  const body = {
    paroquia_id: noivo.paroquia_batismo_id,
    tipo: 'certidao',
    sacramento: 'batismo',
    nome: noivo.nome,
    data: noivo.data_batismo ?? '',
    pai: noivo.pai ?? '',
    mae: noivo.mae ?? '',
    finalidade: FOR_MARRIAGE,
    processo_id: c.id,
    conjuge,
  };
  return {
    busy: create.isPending,
    run: () =>
      create.mutate(body, {
        onSuccess: (answer) => toast.success(answer.message ?? TEXT.pedidoCreated),
        onError: (error) => toast.error(errorText(error, TEXT.actionFailed)),
      }),
  };
}

const NO_PEDIDO = {
  paroquia_id: '',
  tipo: 'certidao',
  sacramento: 'batismo',
  nome: '',
  data: '',
  livro: '',
  folha: '',
  termo: '',
  pai: '',
  mae: '',
  finalidade: '',
  mensagem: '',
};

/** 'Novo pedido': a certificate or a transfer asked of another parish of the portal. */
export function usePedidoForm(onDone: () => void) {
  const create = useCreatePedido();
  return useActionForm(PedidoBody, NO_PEDIDO, create.mutateAsync, onDone);
}

/** 'Atender': for a certificate, the record of this parish's book it is issued from. */
export function useAtenderForm(pedido: Pedido, onDone: () => void) {
  const atender = useAtender(pedido.id);
  return useActionForm(AtenderBody, { registro_id: '', mensagem: '' }, atender.mutateAsync, onDone);
}

export function useRecusarPedidoForm(pedido: Pedido, onDone: () => void) {
  const recusar = useRecusarPedido(pedido.id);
  return useActionForm(RecusarBody, { motivo: '' }, recusar.mutateAsync, onDone);
}

export function useRecusarAnotacaoForm(id: number, onDone: () => void) {
  const recusar = useRecusarAnotacao(id);
  return useActionForm(RecusarBody, { motivo: '' }, recusar.mutateAsync, onDone);
}

/** 'Confirmar': the note written on the chosen baptism entry of this parish, in one click. */
export function useConfirmNote() {
  const confirm = useConfirmarAnotacao();
  return {
    busy: confirm.isPending,
    run: (id: number, registroId: number | null) =>
      confirm.mutate(
        { id, registroId },
        {
          onSuccess: (answer) => toast.success(answer.message ?? TEXT.anotacaoConfirmed),
          onError: (error) => toast.error(errorText(error, TEXT.actionFailed)),
        },
      ),
  };
}
