import { usePublicForm } from '../../core/form/usePublicForm';
import { sendPedido } from './api';

/** The request's form: sent as the browser holds it (files and all), the server's 422 texts under its fields. */
export const usePedidoForm = (paroquia: number) => usePublicForm((body) => sendPedido(paroquia, body), 'Não foi possível enviar o pedido. Tente novamente.');
