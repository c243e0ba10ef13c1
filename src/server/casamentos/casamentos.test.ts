import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASAMENTOS_MSG, CHECKLIST_PADRAO, type Casamento } from '../../shared/schemas/casamentos';
import { addDays } from '../../shared/plain-date';
import { DEFAULT_TIME_ZONE, dayIn } from '../../shared/time-zone';
import { addRegisters, communityIds, parishIdOf, signedInCaller, type Caller } from '../catechesis/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { multipart, PNG_1PX } from '../test/files';
import { pdfText } from '../test/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const baptism = (nome: string, extra: Record<string, unknown> = {}) => ({
  nome,
  data: '1995-05-10',
  nascimento: '1995-01-02',
  local_nascimento: 'Campinas',
  pai: 'Pedro',
  mae: 'Rita',
  padrinho: 'Paulo',
  celebrante: 'Pe. Luís',
  local: 'Matriz',
  ...extra,
});

/** A multipart delivery of an item for a spouse: a photo, or a certificate's code alone. */
function deliver(c: Caller, id: number, conjuge: 1 | 2, item: string, codigo?: string) {
  const body = multipart([
    { name: 'conjuge', value: String(conjuge) },
    { name: 'item', value: item },
    ...(codigo ? [{ name: 'codigo', value: codigo }] : [{ name: 'arquivo', filename: `${item}.png`, type: 'image/png', data: PNG_1PX }]),
  ]);
  return t.app.inject({ method: 'POST', url: `/api/casamentos/${id}/documentos`, headers: { ...body.headers, cookie: c.cookie }, payload: body.payload });
}

const nextSundays = (from: string) => {
  const d = new Date(`${from}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + (7 - d.getUTCDay() || 7));
  const first = d.toISOString().slice(0, 10);
  return [first, addDays(first, 7)];
};

describe('a marriage file from opening to archive, across the demo parishes', () => {
  it('refuses what is missing, takes a certificate from the other parish, celebrates and has the note confirmed there', async () => {
    const sj = await signedInCaller(t.app, 'secretaria');
    const ap = await signedInCaller(t.app, 'outra');
    const gestora = await signedInCaller(t.app, 'gestora');
    const sjId = await parishIdOf(t.db, 'secretaria');
    const apId = await parishIdOf(t.db, 'outra');
    const today = dayIn(DEFAULT_TIME_ZONE, new Date());
    const [groom] = await addRegisters(t.db, sjId, ['André Casamento Teste']);
    const ownBaptism = await sj.post('/api/sacramentos/batismo', baptism('André Casamento Teste', { register_id: groom, nome: undefined }));
    expect(ownBaptism.statusCode, ownBaptism.body).toBe(201);
    const theirBaptism = await ap.post('/api/sacramentos/batismo', baptism('Beatriz Casamento Teste'));
    expect(theirBaptism.statusCode, theirBaptism.body).toBe(201);
    const [church] = await communityIds(t.db, sjId);

    const wedding = addDays(today, 120);
    const body = {
      conjuge1: { register_id: groom, paroquia_batismo_id: sjId },
      conjuge2: { nome: 'Beatriz Casamento Teste', pai: 'Pedro', mae: 'Rita', paroquia_batismo_id: apId, data_batismo: '1995-05-10' },
      data_prevista: wedding,
      hora_prevista: '15:00',
      ent_id: church,
      testemunha1: 'Carlos',
      testemunha2: 'Dora',
      celebrante: 'Pe. Antônio',
    };
    const created = await sj.post('/api/casamentos', body);
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json().data as Casamento;
    expect(file).toMatchObject({ estado: 'aberto', nome: 'André Casamento Teste e Beatriz Casamento Teste', documentos_faltando: CHECKLIST_PADRAO.length * 2 });

    // The same church at the same time is taken: refused, nothing written.
    const clash = await sj.post('/api/casamentos', { ...body, conjuge1: { nome: 'Outro' }, conjuge2: { nome: 'Outra' } });
    expect([clash.statusCode, clash.json().errors?.hora_prevista]).toEqual([422, [CASAMENTOS_MSG.agendaCollision]]);

    // Habilitar with documents missing: 422 naming them.
    const early = await sj.post(`/api/casamentos/${file.id}/habilitar`, {});
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toContain('Certidão de crisma (1º cônjuge)');

    // The interview: recorded by the parish's administrator, never read by role 2.
    const interview = await sj.put(`/api/casamentos/${file.id}/entrevista`, { data: today, conjuge1: { liberdade: 'Sim' }, conjuge2: { liberdade: 'Sim' } });
    expect(interview.statusCode, interview.body).toBe(200);
    expect((await gestora.get(`/api/casamentos/${file.id}/entrevista`)).statusCode).toBe(403);
    const readBy2 = (await gestora.get(`/api/casamentos/${file.id}`)).json().data as Casamento;
    expect(readBy2).toMatchObject({ entrevista_registrada: true, pode_ver_entrevista: false });
    // The bride's baptism parish is another of the portal: named in the file for every reader.
    expect(readBy2.conjuge2).toMatchObject({ paroquia_batismo_id: apId, paroquia_batismo_nome: 'Paróquia Nossa Senhora Aparecida' });
    expect(readBy2.conjuge1.paroquia_batismo_nome).toBe('Paróquia São José');

    // Nothing of the file is seen from the other parish.
    expect((await ap.get(`/api/casamentos/${file.id}`)).statusCode).toBe(404);

    // The groom's baptism certificate, issued here: an old one is refused, a fresh one verified by its code.
    const cert = await sj.post(`/api/sacramentos/batismo/${ownBaptism.json().data.id}/certidao`, { finalidade: 'para fins de casamento' });
    const code = cert.headers['x-certidao-codigo'] as string;
    await t.db.query("UPDATE sacramental_certificates SET issued_at = issued_at - interval '7 months' WHERE code = $1", [code]);
    const old = await deliver(sj, file.id, 1, 'batismo', code);
    expect([old.statusCode, old.json().errors?.codigo]).toEqual([422, [CASAMENTOS_MSG.codeExpired]]);
    const fresh = await sj.post(`/api/sacramentos/batismo/${ownBaptism.json().data.id}/certidao`, { finalidade: 'para fins de casamento' });
    expect((await deliver(sj, file.id, 1, 'batismo', fresh.headers['x-certidao-codigo'] as string)).statusCode).toBe(201);

    // The bride's, asked of the other parish: it arrives there, is issued and lands in the file.
    const asked = await sj.post('/api/pedidos', {
      paroquia_id: apId,
      tipo: 'certidao',
      sacramento: 'batismo',
      nome: 'Beatriz Casamento Teste',
      data: '1995-05-10',
      processo_id: file.id,
      conjuge: 2,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const received = (await ap.get('/api/pedidos?direcao=recebidos')).json().data as Array<{ id: number; processo_id: number | null }>;
    expect(received.find((p) => p.id === asked.json().data.id)).toMatchObject({ processo_id: null });
    const served = await ap.post(`/api/pedidos/${asked.json().data.id}/atender`, { registro_id: theirBaptism.json().data.id });
    expect(served.statusCode, served.body).toBe(200);
    const sent = (await sj.get('/api/pedidos?direcao=enviados')).json().data as Array<{ id: number; estado: string }>;
    expect(sent.find((p) => p.id === asked.json().data.id)?.estado).toBe('atendido');

    for (const n of [1, 2] as const)
      for (const item of CHECKLIST_PADRAO.filter((i) => i.chave !== 'batismo')) expect((await deliver(sj, file.id, n, item.chave)).statusCode).toBe(201);
    const delivered = (await sj.get(`/api/casamentos/${file.id}`)).json().data as Casamento;
    expect(delivered.documentos.find((d) => d.conjuge === 2 && d.chave === 'batismo')?.documento).toMatchObject({
      codigo: served.json().data.certidao_codigo,
      origem: 'Paróquia Nossa Senhora Aparecida',
    });
    expect(delivered.documentos_faltando).toBe(0);

    // The banns: still missing for habilitar; then published, and their certificate read back.
    const noBanns = await sj.post(`/api/casamentos/${file.id}/habilitar`, {});
    expect([noBanns.statusCode, noBanns.json().errors?.faltando]).toEqual([422, ['proclamas publicados']]);
    const published = await sj.post(`/api/casamentos/${file.id}/proclamas`, { acao: 'publicar', domingos: nextSundays(today) });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.proclamas.outras_paroquias).toHaveLength(1);
    const banns = await sj.get(`/api/casamentos/${file.id}/proclamas.pdf`);
    const bannsText = (await pdfText(banns.rawPayload)).replace(/\s+/g, ' ');
    expect(bannsText).toContain('CERTIDÃO DE PROCLAMAS');
    expect(bannsText).toContain('Querem contrair matrimônio André Casamento Teste e Beatriz Casamento Teste, filho(a) de Pedro e Rita');
    expect(bannsText).toContain('Não foi apresentado nenhum impedimento.');

    const ok = await sj.post(`/api/casamentos/${file.id}/habilitar`, {});
    expect([ok.statusCode, ok.json().data?.estado]).toEqual([200, 'habilitado']);

    // Celebrated: the entry in the book, the file archived, the groom noted here, the bride's note pending there.
    const celebrated = await sj.post(`/api/casamentos/${file.id}/celebrar`, { data: today });
    expect(celebrated.statusCode, celebrated.body).toBe(201);
    expect(celebrated.json().data).toMatchObject({ tipo: 'matrimonio', testemunha1: 'Carlos' });
    const archived = (await sj.get(`/api/casamentos/${file.id}`)).json().data as Casamento;
    expect(archived.estado).toBe('arquivado');
    expect(archived.notificacoes.map((n) => n.estado)).toEqual(['anotada', 'pendente']);
    const groomBaptism = (await sj.get(`/api/sacramentos/batismo/${ownBaptism.json().data.id}`)).json().data;
    expect(groomBaptism.anotacoes.map((a: { texto: string }) => a.texto).join()).toContain('Contraiu matrimônio com Beatriz Casamento Teste');

    const pendingRes = await ap.get('/api/anotacoes/pendentes');
    expect(pendingRes.statusCode, pendingRes.body).toBe(200);
    // The demo's own note (Camila's) waits there too; this one is Beatriz's.
    const pending = (pendingRes.json().data as Array<{ id: number; nome: string; candidatos: Array<{ id: number }> }>).filter(
      (a) => a.nome === 'Beatriz Casamento Teste',
    );
    expect(pending).toHaveLength(1);
    expect(pending[0].candidatos.map((c) => c.id)).toContain(theirBaptism.json().data.id);
    expect((await sj.get('/api/anotacoes/pendentes')).json().data).toEqual([]);
    const confirmed = await ap.post(`/api/anotacoes/${pending[0].id}/confirmar`, { registro_id: theirBaptism.json().data.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const brideBaptism = (await ap.get(`/api/sacramentos/batismo/${theirBaptism.json().data.id}`)).json().data;
    expect(brideBaptism.anotacoes.map((a: { texto: string }) => a.texto).join()).toContain('Contraiu matrimônio com André Casamento Teste');
    const seen = (await sj.get(`/api/casamentos/${file.id}`)).json().data as Casamento;
    expect(seen.notificacoes[1].estado).toBe('confirmada');

    // The marriage entry annulled here: the other parish gets the annulment as a note on the same baptism entry.
    const annulled = await sj.post(`/api/sacramentos/matrimonio/${celebrated.json().data.id}/anular`, { motivo: 'Lançado no livro errado.' });
    expect(annulled.statusCode, annulled.body).toBe(200);
    const notes = (await ap.get('/api/anotacoes/pendentes')).json().data as Array<{
      id: number;
      tipo: string;
      nome: string;
      registro_id: number;
      texto: string;
    }>;
    const annulment = notes.find((a) => a.tipo === 'anulacao' && a.nome === 'Beatriz Casamento Teste')!;
    expect(annulment).toMatchObject({ registro_id: theirBaptism.json().data.id });
    expect(annulment.texto).toMatch(
      /^Anulado pela Paróquia São José o registro que originou a anotação de \d{2}\/\d{2}\/\d{4} \(Contraiu matrimônio com André/,
    );
    expect(annulment.texto).toMatch(/Motivo: Lançado no livro errado\.$/);
    expect((await ap.post(`/api/anotacoes/${annulment.id}/confirmar`, {})).statusCode).toBe(200);
    const noted = (await ap.get(`/api/sacramentos/batismo/${theirBaptism.json().data.id}`)).json().data;
    expect(noted.anotacoes.at(-1).texto).toBe(annulment.texto);
  });
});
