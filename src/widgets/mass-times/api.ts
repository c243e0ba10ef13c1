/**
 * The Mass times element's one call, through core's plain-fetch `getJson` (no cookies). The answer
 * (HorariosResponse in shared/schemas/agenda.ts) is checked by hand rather than with zod, as the donate
 * element does, to stay within the element's budget; api.test.ts keeps this reader in step with the schema.
 */
import { getJson } from '../../core/api/get-json';
import { bool, check, int, list, nullable, object, optional, text } from '../../core/api/read-answer';

export interface MassTime {
  inicio: string;
  fim: string;
  titulo: string;
  tipo: string;
  ent_id: number | null;
  ent_name: string | null;
  cancelada: boolean;
  alterada: boolean;
  motivo: string | null;
  celebrante: string | null;
  /** A Mass with collective intentions, announced as such (decree Mos iugiter). */
  coletiva: boolean;
}

export interface MassTimes {
  parish: { id: number; nome: string; timeZone: string };
  communities: Array<{ ent_id: number; ent_name: string; ocorrencias: MassTime[] }>;
}

const KINDS = ['missa', 'confissao', 'adoracao', 'novena', 'outro', 'evento'];

function readTime(value: unknown): MassTime {
  const b = object(value, 'ocorrencia');
  return {
    inicio: text(b, 'inicio'),
    fim: text(b, 'fim'),
    titulo: text(b, 'titulo'),
    tipo: check<string>(KINDS.includes(b.tipo as string), b.tipo, 'tipo'),
    ent_id: nullable(b, 'ent_id', int),
    ent_name: nullable(b, 'ent_name', text),
    cancelada: bool(b, 'cancelada'),
    alterada: optional(b, 'alterada', bool) ?? false,
    motivo: optional(b, 'motivo', text),
    celebrante: optional(b, 'celebrante', text),
    coletiva: optional(b, 'coletiva', bool) ?? false,
  };
}

/** GET /api/public/paroquias/{id}/horarios: `{ paroquia: { id, nome, time_zone }, data: [{ ent_id, ent_name, ocorrencias }] }`. */
export function readMassTimes(answer: unknown): MassTimes {
  const body = object(answer, 'horarios');
  const p = object(body.paroquia, 'paroquia');
  return {
    parish: { id: int(p, 'id'), nome: text(p, 'nome'), timeZone: text(p, 'time_zone') },
    communities: list(body.data, 'data').map((value) => {
      const c = object(value, 'comunidade');
      return { ent_id: int(c, 'ent_id'), ent_name: text(c, 'ent_name'), ocorrencias: list(c.ocorrencias, 'ocorrencias').map(readTime) };
    }),
  };
}

const massTimesPath = (paroquia: number) => `/api/public/paroquias/${paroquia}/horarios`;
export const feedPath = (paroquia: number) => `/api/public/paroquias/${paroquia}/agenda.ics`;

export async function fetchMassTimes(paroquia: number, community: number | undefined, days: number, signal?: AbortSignal): Promise<MassTimes> {
  return readMassTimes(await getJson(massTimesPath(paroquia), { query: { community, days }, signal }));
}
