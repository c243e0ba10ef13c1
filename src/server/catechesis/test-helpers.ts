import { SACRAMENT_SLUGS, SACRAMENTS, type SacramentSlug } from '../../shared/sacraments';
import { catechesisMsg } from '../../shared/schemas/catechesis';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/types';
import { signIn } from '../test/http';

/** Calls as the browser makes them: JSON bodies, form bodies, a session cookie. */
function caller(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    cookie,
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    del: (url: string) => call('DELETE', url),
    /** Form-encoded POST, as the spec sends creations. */
    form: (url: string, fields: Record<string, string | number>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      }),
  };
}
export type Caller = ReturnType<typeof caller>;

export async function signedInCaller(app: FastifyInstance, user: string): Promise<Caller> {
  return caller(app, await signIn(app, user));
}

export async function parishIdOf(db: Db, user: string): Promise<number> {
  return (await db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM users WHERE username = $1', [user])).rows[0].paroquia_id;
}

export async function communityIds(db: Db, paroquiaId: number): Promise<number[]> {
  const { rows } = await db.query<{ ent_id: number }>('SELECT ent_id FROM communities WHERE paroquia_id = $1 ORDER BY ent_id', [paroquiaId]);
  return rows.map((r) => r.ent_id);
}

/** People of a parish's registers, made for one test so it never depends on (or disturbs) the demo data. */
export async function addRegisters(db: Db, paroquiaId: number, names: string[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO registers (paroquia_id, name) SELECT $1::int, unnest($2::text[]) RETURNING id', [
    paroquiaId,
    names,
  ]);
  return rows.map((r) => r.id);
}

/** The catechist record linked to the account `login` (the seed links each sacrament's demo catechist to one). */
export async function linkedCatechist(c: Caller, catechists: string, login: string): Promise<number> {
  const { data } = (await c.get(`${catechists}?limit=1000`)).json() as { data: Array<{ id: number; user_login: string | null }> };
  const found = data.find((k) => k.user_login === login);
  if (!found) throw new Error(`no catechist linked to ${login}`);
  return found.id;
}

/** One sacrament's routes, texts and demo users, for the suites that run once per sacrament. */
export function sacramentUnderTest(slug: SacramentSlug) {
  const sacrament = SACRAMENTS[slug];
  return {
    slug,
    msg: catechesisMsg(sacrament),
    CLASSES: `/api/turmas/${slug}`,
    STUDENTS: `/api/${sacrament.students}`,
    CATECHISTS: `/api/catequistas/${slug}`,
    /** The demo coordinator (writes) and catechist (reads) of this sacrament. */
    COORD: DEMO_USERS[slug].coord,
    CATEQ: DEMO_USERS[slug].catechist,
    /** The other sacrament, whose classes and catechists this one's routes must not see. */
    OTHER: SACRAMENT_SLUGS.find((s) => s !== slug)!,
    /** The name of a seeded class of the current year. */
    SEEDED: DEMO_USERS[slug].seeded,
  };
}

const DEMO_USERS: Record<SacramentSlug, { coord: string; catechist: string; seeded: RegExp }> = {
  crisma: { coord: 'coordenador', catechist: 'catequista', seeded: /^Crisma \d{4} - Turma São Pedro$/ },
  eucaristia: { coord: 'coord-eucaristia', catechist: 'catequista-eucaristia', seeded: /^1ª Eucaristia \d{4} - Turma São Tarcísio$/ },
};
