/**
 * The Mass times element's one call, through core's plain-fetch `getJson` (no cookies). The answer
 * (HorariosResponse in shared/schemas/agenda.ts) is checked by hand rather than with zod, as the donate
 * element does, to stay within the element's budget; api.test.ts keeps this reader in step with the schema.
 */
import { getJson } from '../../core/api/get-json';

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
}

export interface MassTimes {
  parish: { id: number; nome: string; timeZone: string };
  communities: Array<{ ent_id: number; ent_name: string; ocorrencias: MassTime[] }>;
}

/** An answer that is not what the endpoint documents (a proxy's page, another version of the portal). */
export class UnexpectedAnswer extends Error {
  constructor(field: string) {
    super(`Resposta inesperada do portal (${field}).`);
    this.name = 'UnexpectedAnswer';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, field: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UnexpectedAnswer(field);
  return value as Json;
}
function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw new UnexpectedAnswer(field);
  return value;
}
function check<T>(ok: boolean, value: unknown, field: string): T {
  if (!ok) throw new UnexpectedAnswer(field);
  return value as T;
}
const text = (b: Json, f: string) => check<string>(typeof b[f] === 'string', b[f], f);
const int = (b: Json, f: string) => check<number>(Number.isInteger(b[f]), b[f], f);
const nullable = <T,>(b: Json, f: string, read: (b: Json, f: string) => T): T | null => (b[f] === null ? null : read(b, f));
const optional = <T,>(b: Json, f: string, read: (b: Json, f: string) => T): T | null => (b[f] === undefined ? null : read(b, f));
const bool = (b: Json, f: string) => check<boolean>(typeof b[f] === 'boolean', b[f], f);
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

export const massTimesPath = (paroquia: number) => `/api/public/paroquias/${paroquia}/horarios`;
export const feedPath = (paroquia: number) => `/api/public/paroquias/${paroquia}/agenda.ics`;

export async function fetchMassTimes(paroquia: number, community: number | undefined, days: number, signal?: AbortSignal): Promise<MassTimes> {
  return readMassTimes(await getJson(massTimesPath(paroquia), { query: { community, days }, signal }));
}
