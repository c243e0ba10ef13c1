/**
 * What prints the parish shows a saved profile at once on every server process: the header (GET
 * /api/me), receipts and certificates (read back from the PDF), the public Mass times element and the
 * parish's time zone, which each process keeps (parish-time.ts). Each is read first on a second
 * process, so what it keeps is warm; then the profile changes on the first; then the second answers.
 * Acting as a parish likewise follows the session to every process.
 */
import { describe, expect, it } from 'vitest';
import type { ParishProfile } from '../../shared/schemas/parish';
import { multipart, PNG_1PX } from '../test/files';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';
import { twoProcesses } from '../test/two-processes';

const { p, there } = twoProcesses();

/** A PDF from the second process, as text. */
async function pdfThere(cookie: string, url: string, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const res = await fetch(`${p.other.base}${url}`, {
    method,
    headers: { cookie, ...(method === 'POST' ? { 'content-type': 'application/json', origin: p.other.base } : {}) },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  expect(res.status, url).toBe(200);
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
}

const inject = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  p.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('a saved parish profile on another server process', () => {
  it('shows in the header, the receipts, the certificates, the public Mass times and the time zone on the very next request', async () => {
    const cookie = await signIn(p.t.app, 'secretaria');
    const { id, logo: _logo, ...profile } = (await inject(cookie, 'GET', '/api/paroquia')).json() as ParishProfile;
    const { rows } = await p.t.db.query<{ id: number }>('SELECT id FROM contributions WHERE paroquia_id = $1 AND receipt_number IS NOT NULL LIMIT 1', [id]);
    const receipt = `/api/dizimo/contribuicoes/${rows[0].id}/recibo`;
    const baptism = {
      nome: 'Davi Dois Processos',
      data: '2010-04-04',
      nascimento: '2010-01-02',
      local_nascimento: 'Campinas/SP',
      mae: 'Eva Dois Processos',
      madrinha: 'Marta Madrinha',
      celebrante: 'Pe. Bento',
      local: 'Matriz',
    };
    const record = (await inject(cookie, 'POST', '/api/sacramentos/batismo', baptism)).json().data.id as number;

    // What the second process keeps: the session with the parish's name and logo, its zone.
    expect((await there(cookie, '/api/me')).body).toMatchObject({ paroquia: { name: 'Paróquia São José' } });
    expect((await there('', `/api/public/paroquias/${id}/horarios`)).body).toMatchObject({
      paroquia: { nome: 'Paróquia São José', time_zone: 'America/Sao_Paulo' },
    });
    expect(await pdfThere(cookie, receipt)).toContain('Paróquia São José Arquidiocese');
    expect(await pdfThere(cookie, `/api/sacramentos/batismo/${record}/certidao`, 'POST')).toContain('Pe. Antônio Ribeiro Pároco');

    const changes = {
      nome: 'Paróquia São José dos Campos',
      fuso_horario: 'America/Manaus',
      paroco: { nome: 'Pe. Vicente Novais', titulo: 'Administrador paroquial' },
    };
    const saved = await inject(cookie, 'PUT', '/api/paroquia', { ...profile, ...changes });
    expect(saved.statusCode, saved.body).toBe(200);
    const logo = multipart([{ name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG_1PX }]);
    const uploaded = await p.t.app.inject({ method: 'POST', url: '/api/paroquia/logo', headers: { ...logo.headers, cookie }, payload: logo.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    expect((await there(cookie, '/api/me')).body).toMatchObject({ paroquia: { name: changes.nome, logo: uploaded.json().logo } });
    expect((await there('', `/api/public/paroquias/${id}/horarios`)).body).toMatchObject({ paroquia: { nome: changes.nome, time_zone: 'America/Manaus' } });
    expect(await pdfThere(cookie, receipt)).toContain(`${changes.nome} Arquidiocese`);
    expect(await pdfThere(cookie, `/api/sacramentos/batismo/${record}/certidao`, 'POST')).toContain('Pe. Vicente Novais Administrador paroquial');
  });

  it('a system administrator acting as another parish is in it on the other process at once, and back home likewise', async () => {
    const cookie = await signIn(p.t.app, 'admin');
    const { rows } = await p.t.db.query<{ paroquia_id: number }>("SELECT paroquia_id FROM users WHERE username = 'outra'");
    const aparecida = rows[0].paroquia_id;
    expect((await there(cookie, '/api/me')).body).not.toMatchObject({ paroquia: { id: aparecida } });
    expect((await inject(cookie, 'POST', `/api/paroquias/${aparecida}/atuar`, {})).statusCode).toBe(200);
    expect((await there(cookie, '/api/me')).body).toMatchObject({ paroquia: { id: aparecida, atuando: true } });
    expect((await there(cookie, '/api/paroquia')).body).toMatchObject({ id: aparecida });
    expect((await inject(cookie, 'POST', '/api/paroquias/voltar', {})).statusCode).toBe(200);
    const home = (await there(cookie, '/api/me')).body as { paroquia: { id: number; atuando?: boolean } };
    expect(home.paroquia.id).not.toBe(aparecida);
    expect(home.paroquia.atuando).toBeUndefined();
  });
});
