/**
 * The public roster's one call, through core's plain-fetch `getJson` (no cookies). The answer
 * (PublicEscalaResponse in shared/schemas/escalas.ts) is checked by hand rather than with zod, as the Mass
 * times element does, to stay within the element's budget; api.test.ts keeps this reader in step with the schema.
 */
import { getJson } from '../../core/api/get-json';
import { fields, int, list, nullable, object, text } from '../../core/api/read-answer';

export interface PublicCelebration {
  ministerio_id: number;
  ministerio_nome: string;
  inicio: string;
  titulo: string;
  ent_name: string | null;
  funcoes: Array<{ nome: string; pessoas: string[] }>;
}

/** GET /api/public/paroquias/{id}/escalas: `{ data: [{ ministerio_id, ministerio_nome, inicio, titulo, ent_name, funcoes: [{ nome, pessoas }] }] }`. */
export function readEscala(answer: unknown): PublicCelebration[] {
  return list(object(answer, 'escala').data, 'data').map((value) => {
    const c = object(value, 'celebracao');
    return {
      ...fields(c, { ministerio_id: int, ministerio_nome: text, inicio: text, titulo: text }),
      ent_name: nullable(c, 'ent_name', text),
      funcoes: list(c.funcoes, 'funcoes').map((f) => {
        const funcao = object(f, 'funcao');
        return { nome: text(funcao, 'nome'), pessoas: list(funcao.pessoas, 'pessoas').map((p) => text({ p }, 'p')) };
      }),
    };
  });
}

export async function fetchEscala(paroquia: number, ministerio: number | undefined, signal?: AbortSignal): Promise<PublicCelebration[]> {
  return readEscala(await getJson(`/api/public/paroquias/${paroquia}/escalas`, { query: { ministerio_id: ministerio }, signal }));
}
