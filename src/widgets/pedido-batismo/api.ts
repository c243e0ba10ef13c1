/**
 * The public baptism request's calls, through core's plain-fetch `getJson`/`postForm` (no cookies). The answers are
 * read by hand rather than with zod, to stay within the element's budget; api.test.ts keeps these readers in step
 * with the shared schemas (src/shared/schemas/solicitacoes.ts).
 */
import { getJson, postForm } from '../../core/api/get-json';
import { bool, fields, int, list, nullable, object, text } from '../../core/api/read-answer';
import { readPedidoEnviado } from '../../core/ui/PedidoEnviado';

/** A baptism date or a course session, with its free places and fee. */
export interface Vaga {
  id: number;
  data: string;
  hora: string;
  vagas_livres: number;
  taxa_centavos: number;
  local: string | null;
}

export interface Vagas {
  datas: Vaga[];
  cursos: Vaga[];
  /** The parish asks the godparents' marriage in the Church. */
  exige_casamento_padrinhos: boolean;
}

const vaga = (value: unknown, field: string): Vaga => {
  const v = object(value, field);
  return {
    ...fields(v, { id: int, data: text, hora: text, vagas_livres: int, taxa_centavos: int }),
    local: v.local === undefined ? null : nullable(v, 'local', text),
  };
};

/** GET /api/public/paroquias/{id}/batismo/vagas. */
export function readVagas(answer: unknown): Vagas {
  const body = object(answer, 'vagas');
  return {
    datas: list(body.datas, 'datas').map((v) => vaga(v, 'datas')),
    cursos: list(body.cursos, 'cursos').map((v) => vaga(v, 'cursos')),
    exige_casamento_padrinhos: bool(body, 'exige_casamento_padrinhos'),
  };
}

export const fetchVagas = async (paroquia: number, signal?: AbortSignal) =>
  readVagas(await getJson(`/api/public/paroquias/${paroquia}/batismo/vagas`, { signal }));

export const sendPedido = async (paroquia: number, body: FormData) =>
  readPedidoEnviado(await postForm(`/api/public/paroquias/${paroquia}/pedidos/batismo`, body));
