/** What the LGPD server tests share: calls from a given address, the log as stored, a ZIP read back, people with every field. */
import type { LightMyRequestResponse } from 'fastify';
import { fromBuffer, type Entry } from 'yauzl';
import { cpfFromBase } from '../../shared/cpf';
import type { AccessAction } from '../../shared/schemas/lgpd';
import { multipart } from '../test/files';
import { VALID, type FilePart, type Kit, type TestUser } from '../registers/test-helpers';
import { searchFold } from '../../shared/search-fold';

export { type Kit, type TestUser };

/** Calls as `user` from `address` (the log records it). */
export function from(kit: Kit, user: TestUser | null, address = '198.51.100.7') {
  const cookie = user ? kit.cookies[user] : undefined;
  const headers = cookie ? { cookie } : {};
  const { app } = kit.t;
  const inject = (method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, remoteAddress: address, headers, ...(payload ? { payload } : {}) });
  const send = (url: string, fields: Record<string, string>, files: FilePart[] = []) => {
    const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
    return app.inject({ method: 'POST', url, remoteAddress: address, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  return {
    get: (url: string) => inject('GET', url),
    head: (url: string) => inject('HEAD', url),
    post: (url: string, payload?: object) => inject('POST', url, payload ?? {}),
    put: (url: string, payload: object) => inject('PUT', url, payload),
    patch: (url: string, payload: object) => inject('PATCH', url, payload),
    del: (url: string) => inject('DELETE', url),
    create: (fields: Record<string, string>, files: FilePart[] = []) => send('/api/registers', { ...VALID, ...fields }, files),
    update: (id: number, fields: Record<string, string>, files: FilePart[] = []) =>
      send(`/api/registers/${id}`, { ...VALID, _method: 'PUT', ...fields }, files),
    attach: (id: number, files: FilePart[]) => send(`/api/registers/${id}/attachments`, {}, files),
  };
}

export function ok(res: LightMyRequestResponse, status = 200): LightMyRequestResponse {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res;
}

export interface StoredEntry {
  id: number;
  paroquia_id: number;
  register_id: number | null;
  user_id: number;
  user_name: string;
  action: AccessAction;
  details: Record<string, unknown>;
  ip: string | null;
  at: Date;
}

/** The log as the database holds it, oldest first (optionally only entries after `afterId`). */
export async function stored(kit: Kit, afterId = 0): Promise<StoredEntry[]> {
  const { rows } = await kit.t.db.query<StoredEntry>('SELECT * FROM register_access_log WHERE id > $1 ORDER BY id', [afterId]);
  return rows;
}

export async function lastLogId(kit: Kit): Promise<number> {
  return (await kit.t.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM register_access_log')).rows[0].id;
}

export async function userId(kit: Kit, username: string): Promise<number> {
  return (await kit.t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username])).rows[0].id;
}

/** Every entry of a ZIP, by name. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

let serial = 0;
/** A person with every field filled, unique to this call (names, CPF, e-mail and phones no demo register has). */
export function fullPerson(tag: string): Record<string, string> {
  serial += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(serial).padStart(3, '0');
  return {
    name: `Zuleica ${tag} Quixabeira ${serial}`,
    email: `zuleica.${searchFold(tag)}.${n}@exemplo.com.br`,
    phone: `119${n.slice(1)}`.slice(0, 11).padEnd(11, '7'),
    cpf: cpfFromBase(n),
    rg: `RG${n}`,
    familly_qntd: '4',
    civil_status: '2',
    born_date: '1984-03-09',
    work_state: '3',
    race: '3',
    status: '0',
    cep: '13015904',
    address: `Rua Ypsilon ${tag} Quixabeira`,
    address_number: `Q${n}`, // long enough that no random token in the database can contain it
    home_situation: `Bairro Quixabeira ${tag}`,
    city: `Quixabeira do ${tag}`,
    state: 'SP',
    country: 'Brasil',
    mother_name: `Eulália ${tag} Mãe Quixabeira`,
    motherPhone: `219${n.slice(1)}`.slice(0, 11).padEnd(11, '5'),
    father_name: `Belarmino ${tag} Pai Quixabeira`,
    fatherPhone: `319${n.slice(1)}`.slice(0, 11).padEnd(11, '3'),
    legal_basis: 'consentimento',
  };
}

/** Crisma through its API, as admin: a catechist, a class it tutors, people enrolled. */
export async function makeCatechist(kit: Kit, registerId: number): Promise<number> {
  const { rows } = await kit.t.db.query<{ ent_id: number }>('SELECT ent_id FROM communities WHERE paroquia_id = $1 ORDER BY ent_id LIMIT 1', [kit.saoJose]);
  return ok(await from(kit, 'admin').post('/api/catequistas/crisma', { register_id: registerId, ent_id: rows[0].ent_id }), 201).json().item.id;
}

export async function makeClass(kit: Kit, tutor: number, turma: string): Promise<number> {
  const year = new Date().getUTCFullYear() + 1;
  return ok(await from(kit, 'admin').post('/api/turmas/crisma', { turma, tutor, inicio: `${year}-02-01`, termino: `${year}-11-30` }), 201).json().item.id;
}

export async function enrol(kit: Kit, turmaId: number, registerIds: number[]): Promise<void> {
  ok(await from(kit, 'admin').post('/api/crismandos/batch', { turma_id: turmaId, items: registerIds.map((register_id) => ({ register_id, batizado: 1 })) }));
}
