/** The public certificate request's one call, through core's plain-fetch `postForm` (no cookies); read by hand to stay small. */
import { postForm } from '../../core/api/get-json';
import { readPedidoEnviado } from '../../core/ui/PedidoEnviado';

export const sendPedido = async (paroquia: number, body: FormData) =>
  readPedidoEnviado(await postForm(`/api/public/paroquias/${paroquia}/pedidos/certidao`, body));
