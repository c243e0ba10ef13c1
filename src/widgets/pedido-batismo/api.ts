/**
 * The public baptism request's calls, through core's plain-fetch `getJson`/`postJson`/`postForm` (no cookies). The
 * answers are read by hand rather than with zod, to stay within the element's budget; api.test.ts keeps these readers
 * in step with the shared schemas (BatismoVagas, Reserva, PedidoCriado in src/shared/schemas/solicitacoes.ts).
 */
import { getJson, postForm, postJson } from '../../core/api/get-json';
import { bool, fields, int, list, nullable, object, text } from '../../core/api/read-answer';
import { readPedidoEnviado } from '../../core/ui/PedidoEnviado';

/** A baptism date or a course session, with its free places and fee. */
export interface Vaga {
  id: number;
  data: string;
  hora: string;
  local: string | null;
  vagas_livres: number;
  taxa_centavos: number;
}

export interface Vagas {
  paroquia: string;
  datas: Vaga[];
  cursos: Vaga[];
  /** The child must be younger than this (older: the catechumenate). */
  idade_maxima_anos: number;
  /** The parish asks the godparents' marriage in the Church. */
  exige_casamento_padrinhos: boolean;
}

const vaga = (value: unknown, field: string): Vaga => {
  const v = object(value, field);
  return { ...fields(v, { id: int, data: text, hora: text, vagas_livres: int, taxa_centavos: int }), local: nullable(v, 'local', text) };
};

/** GET /api/public/paroquias/{id}/batismo/vagas. */
export function readVagas(answer: unknown): Vagas {
  const body = object(answer, 'vagas');
  return {
    ...fields(body, { paroquia: text, idade_maxima_anos: int, exige_casamento_padrinhos: bool }),
    datas: list(body.datas, 'datas').map((v) => vaga(v, 'datas')),
    cursos: list(body.cursos, 'cursos').map((v) => vaga(v, 'cursos')),
  };
}

export const fetchVagas = async (paroquia: number, signal?: AbortSignal) =>
  readVagas(await getJson(`/api/public/paroquias/${paroquia}/batismo/vagas`, { signal }));

/** POST .../batismo/reservas: the date and the course place held while the form is filled; its code goes with the request. */
export const readReserva = (answer: unknown) => fields(object(answer, 'reserva'), { reserva: text, expira_em: text });

export const holdPlaces = async (paroquia: number, places: { data_id?: number; curso_id?: number }) =>
  readReserva(await postJson(`/api/public/paroquias/${paroquia}/batismo/reservas`, places));

export const sendPedido = async (paroquia: number, body: FormData) =>
  readPedidoEnviado(await postForm(`/api/public/paroquias/${paroquia}/pedidos/batismo`, body));
