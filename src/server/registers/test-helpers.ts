/** What the registers' server tests share: the app with signed-in users of every role, and calls as the browser makes them. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PARISHES, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { hashPassword } from '../session/passwords';
import { createTestApp, type TestApp } from '../test/app';
import { multipart } from '../test/files';
import { signIn } from '../test/http';

export interface Kit {
  t: TestApp;
  /** Session cookies: the demo users plus 'gestor' (role 2), created here. */
  cookies: Record<string, string>;
  saoJose: number;
  aparecida: number;
}

const USERS = ['admin', 'secretaria', 'gestor', 'coordenador', 'catequista', 'acolito', 'outra'] as const;
export type TestUser = (typeof USERS)[number];

export async function registersKit(): Promise<Kit> {
  const t = await createTestApp();
  const parishes = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM paroquias');
  const saoJose = parishes.rows.find((p) => p.name === DEMO_PARISHES.saoJose.name)!.id;
  const aparecida = parishes.rows.find((p) => p.name === DEMO_PARISHES.aparecida.name)!.id;
  await t.db.query(
    `INSERT INTO users (paroquia_id, username, name, password_hash, accepted_photo, timezone, roles)
     VALUES ($1, 'gestor', 'Gestor de Ministério', $2, 1, 'America/Sao_Paulo', '{2}')`,
    [saoJose, await hashPassword(DEMO_PASSWORD)],
  );
  const cookies: Record<string, string> = {};
  for (const user of USERS) cookies[user] = await signIn(t.app, user);
  return { t, cookies, saoJose, aparecida };
}

/** A valid register as the form sends it. */
export const VALID: Record<string, string> = {
  name: 'Teste Válido',
  phone: '19987654321',
  born_date: '1990-05-01',
  email: '',
  cpf: '',
  rg: '',
  familly_qntd: '',
  civil_status: '',
  work_state: '',
  race: '',
  status: '0',
  cep: '',
  address: '',
  address_number: '',
  home_situation: '',
  city: '',
  state: '',
  country: '',
  mother_name: '',
  motherPhone: '',
  father_name: '',
  fatherPhone: '',
};

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

export function caller(kit: Kit, user: TestUser) {
  const cookie = kit.cookies[user];
  const { app } = kit.t;
  const send = (method: 'POST', url: string, fields: Record<string, string>, files: FilePart[] = []) => {
    const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
    return app.inject({ method, url, headers: { ...body.headers, cookie }, payload: body.payload });
  };
  return {
    get: (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers: { cookie } }),
    del: (url: string) => app.inject({ method: 'DELETE', url, headers: { cookie } }),
    /** POST /api/registers, multipart. */
    create: (fields: Record<string, string>, files: FilePart[] = []) => send('POST', '/api/registers', { ...VALID, ...fields }, files),
    /** POST /api/registers/{id} with _method=PUT, multipart. */
    update: (id: number, fields: Record<string, string>, files: FilePart[] = []) =>
      send('POST', `/api/registers/${id}`, { ...VALID, _method: 'PUT', ...fields }, files),
    /** POST /api/registers/{id}/attachments with files[]. */
    attach: (id: number, files: FilePart[]) => send('POST', `/api/registers/${id}/attachments`, {}, files),
    send,
  };
}

/** Creates a register as admin and returns its id (fails the test otherwise). */
export async function created(kit: Kit, fields: Record<string, string>, files: FilePart[] = [], user: TestUser = 'admin'): Promise<number> {
  const res = await caller(kit, user).create(fields, files);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/** Files on disk under uploads/<kind>, and leftovers in the temporary folder. */
export async function storedFiles(kit: Kit, kind: string): Promise<string[]> {
  return (await readdir(join(kit.t.config.uploadsDir, kind)).catch(() => [])).sort();
}

export const photoPart = (data: Buffer, filename = 'foto.png', type = 'image/png'): FilePart => ({ name: 'photo', filename, type, data });
export const filePart = (data: Buffer, filename: string, type = 'application/octet-stream'): FilePart => ({ name: 'files[]', filename, type, data });
