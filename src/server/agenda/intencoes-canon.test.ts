import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_MSG, agendaCount, HorariosResponse, IntencaoList, type Intencao } from '../../shared/schemas/agenda';
import { addDays } from '../../shared/plain-date';
import { outboxDir } from '../reminders/mailer';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';

/**
 * Mass intentions under canon law: a Mass with intentions is not cancelled or ended under them (c. 949),
 * individual and collective intentions (c. 948, decree Mos iugiter), 'celebrada' (c. 958), and who sees
 * the requester and the offering.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, put, ok, errorsOf } = apiCalls(() => t, cookies, 'secretaria');
let today: string;
let ent: number;
/** The next four Sundays after today. */
let sundays: string[];

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['secretaria', 'gestora', 'acolito', 'dizimista']) cookies[user] = await signIn(t.app, user);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
  const first = addDays(today, 7 - new Date(`${today}T12:00:00Z`).getUTCDay());
  sundays = [0, 7, 14, 21].map((n) => addDays(first, n));
  ent = (await t.db.query<{ ent_id: number }>("SELECT ent_id FROM communities WHERE ent_name = 'Capela São Benedito'")).rows[0].ent_id;
}, 120_000);
afterAll(() => t?.close());

const celebration = async (over: Record<string, unknown> = {}) =>
  ok(
    await post('/api/agenda/celebracoes', {
      tipo: 'missa',
      titulo: 'Missa do teste',
      ent_id: ent,
      regra: 'FREQ=WEEKLY;BYDAY=SU',
      hora: '08:30',
      inicio: addDays(today, 1),
      ...over,
    }),
    201,
  ).data.id as number;
const intention = (celebracao_id: number, data: string, over: Record<string, unknown> = {}) => ({
  celebracao_id,
  data,
  intencao: 'Pelas almas do purgatório',
  tipo: 'falecido',
  solicitante: 'Família Souza',
  ...over,
});
const listOf = async (celebracao_id: number, data: string, as?: string) =>
  IntencaoList.parse(ok(await get(`/api/agenda/intencoes?celebracao_id=${celebracao_id}&data=${data}`, as))).data;

describe('cancelling a Mass with intentions (c. 949)', () => {
  it('is refused, naming how many, until a Mass receives them; moved in the same step, each requester is told (e-mail queued and sent, or the office phones)', async () => {
    const c = await celebration();
    const byMail = ok(
      await post('/api/agenda/intencoes', intention(c, sundays[0], { intencao: 'Pela alma de Joana', contato: 'Filha: joana.filha@exemplo.org.br' })),
      201,
    ).data as Intencao;
    const byPhone = ok(await post('/api/agenda/intencoes', intention(c, sundays[0], { intencao: 'Pela alma de Pedro', contato: '(19) 99999-0000' })), 201)
      .data as Intencao;
    const already = ok(await post('/api/agenda/intencoes', intention(c, sundays[1], { intencao: 'Já estava no outro domingo' })), 201).data as Intencao;
    const cancel = { data: sundays[0], acao: 'cancelar', motivo: 'Retiro do clero' };

    const refused = await post(`/api/agenda/celebracoes/${c}/excecoes`, cancel);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: agendaCount.cancelHasIntentions(2), errors: { destino_data: [agendaCount.cancelHasIntentions(2)] } });
    expect(agendaCount.cancelHasIntentions(2)).toContain('2 intenções');
    const untouched = ok(await get(`/api/agenda/celebracoes/${c}`)).data;
    expect(untouched.excecoes).toEqual([]);
    expect((await listOf(c, sundays[0])).map((i) => i.id)).toEqual([byMail.id, byPhone.id]);
    // The receiving Mass: another one, not begun, on a date it occurs.
    expect(errorsOf(await post(`/api/agenda/celebracoes/${c}/excecoes`, { ...cancel, destino_data: sundays[0] })).destino_data).toEqual([
      AGENDA_MSG.destinoSame,
    ]);
    expect(errorsOf(await post(`/api/agenda/celebracoes/${c}/excecoes`, { ...cancel, destino_data: addDays(sundays[0], 1) })).destino_data).toEqual([
      AGENDA_MSG.destinoInvalid,
    ]);
    expect(errorsOf(await post(`/api/agenda/celebracoes/${c}/excecoes`, { ...cancel, destino_data: addDays(sundays[0], -7) })).destino_data).toEqual([
      AGENDA_MSG.destinoInvalid,
    ]);
    expect(
      errorsOf(await post(`/api/agenda/celebracoes/${c}/excecoes`, { ...cancel, destino_celebracao_id: 99999999, destino_data: sundays[1] }))
        .destino_celebracao_id,
    ).toEqual([AGENDA_MSG.celebracaoNotFound]);
    expect(ok(await get(`/api/agenda/celebracoes/${c}`)).data.excecoes).toEqual([]);

    await t.db.query('DELETE FROM mail_queue');
    ok(await post(`/api/agenda/celebracoes/${c}/excecoes`, { ...cancel, destino_data: sundays[1] }), 201);
    expect(ok(await get(`/api/agenda/celebracoes/${c}`)).data.excecoes).toMatchObject([{ data: sundays[0], acao: 'cancelar' }]);
    expect(await listOf(c, sundays[0])).toEqual([]);
    const moved = await listOf(c, sundays[1]);
    expect(moved.map((i) => [i.id, i.ordem])).toEqual([
      [already.id, 1],
      [byMail.id, 2],
      [byPhone.id, 3],
    ]);
    const [, mailed, phoned] = moved;
    expect(mailed.transferida_de).toMatch(/^Missa do teste — Capela São Benedito, \d{2}\/\d{2}\/\d{4} às 08:30 \(cancelada: Retiro do clero\)$/);
    expect([mailed.aviso, phoned.aviso]).toEqual(['email', 'telefone']);
    // The e-mail goes out through the reminders' mail queue: one, to the address in the contact.
    const { rows } = await t.db.query<{ to_address: string; body: string }>('SELECT to_address, body FROM mail_queue');
    expect(rows.map((r) => r.to_address)).toEqual(['joana.filha@exemplo.org.br']);
    await t.app.reminderScheduler.tick();
    const files = (await readdir(outboxDir(t.config.dataDir))).filter((f) => f.endsWith('.eml'));
    const sent = (await Promise.all(files.map((f) => readFile(join(outboxDir(t.config.dataDir), f), 'utf8')))).find((m) =>
      m.includes('joana.filha@exemplo.org.br'),
    )!;
    expect(sent).toMatch(/Subject: =\?UTF-8\?|Subject: Inten/);
    const body = rows[0].body;
    expect(body).toContain('"Pela alma de Joana"');
    expect(body).toContain('Essa missa foi cancelada (Retiro do clero)');
    expect(body).toContain(`transferida para Missa do teste — Capela São Benedito, ${sundays[1].split('-').reverse().join('/')} às 08:30`);
  });

  it('one who keeps the calendar but does not take intentions (PASCOM) cancels a free date, but not one with intentions: moving them is not theirs', async () => {
    await t.db.query(
      `INSERT INTO users (paroquia_id, username, name, password_hash, accepted_photo, timezone, roles)
       SELECT paroquia_id, 'pascom-agenda', 'Pascoal Comunicação', password_hash, 1, timezone, ARRAY[9] FROM users WHERE username = 'secretaria'`,
    );
    cookies.pascom = await signIn(t.app, 'pascom-agenda');
    const c = await celebration({ hora: '10:45' });
    ok(await post('/api/agenda/intencoes', intention(c, sundays[0])), 201);
    const cancel = { data: sundays[0], acao: 'cancelar', motivo: 'Festa na matriz' };
    expect(ok(await post(`/api/agenda/celebracoes/${c}/excecoes`, cancel, 'pascom'), 422).message).toBe(agendaCount.cancelHasIntentions(1));
    const refused = await post(`/api/agenda/celebracoes/${c}/excecoes`, { ...cancel, destino_data: sundays[1] }, 'pascom');
    expect(ok(refused, 403).message).toBe(AGENDA_MSG.transferForbidden);
    // Nothing changed: the date stands, the intention is where it was.
    expect(ok(await get(`/api/agenda/celebracoes/${c}`)).data.excecoes).toEqual([]);
    expect((await listOf(c, sundays[0])).map((i) => i.intencao)).toEqual(['Pelas almas do purgatório']);
    expect(await listOf(c, sundays[1])).toEqual([]);
    // A date without intentions is theirs to cancel.
    ok(await post(`/api/agenda/celebracoes/${c}/excecoes`, { ...cancel, data: sundays[2] }, 'pascom'), 201);
  });

  it('an intention needs a Mass: refused on a celebration of another kind; a Mass with intentions to come is not turned into another kind', async () => {
    const adoration = await celebration({ tipo: 'adoracao', titulo: 'Adoração do teste', hora: '15:00' });
    expect(errorsOf(await post('/api/agenda/intencoes', intention(adoration, sundays[1]))).celebracao_id).toEqual([AGENDA_MSG.notAMass]);
    expect(IntencaoList.parse(ok(await get(`/api/agenda/intencoes?celebracao_id=${adoration}`))).data).toEqual([]);

    const c = await celebration({ hora: '16:30' });
    ok(await post('/api/agenda/intencoes', intention(c, sundays[1])), 201);
    const body = { tipo: 'missa', titulo: 'Missa do teste', ent_id: ent, regra: 'FREQ=WEEKLY;BYDAY=SU', hora: '16:30', inicio: addDays(today, 1) };
    const changed = await put(`/api/agenda/celebracoes/${c}`, { ...body, tipo: 'adoracao' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(agendaCount.changeStrandsIntentions(1, sundays[1].split('-').reverse().join('/')));
    expect(ok(await get(`/api/agenda/celebracoes/${c}`)).data.tipo).toBe('missa');
  });

  it('ending a celebration or changing its rule under intentions still to come is refused until they move; the move answers what moved', async () => {
    const c = await celebration({ hora: '09:15' });
    const made = ok(await post('/api/agenda/intencoes', intention(c, sundays[2])), 201).data as Intencao;
    const body = { tipo: 'missa', titulo: 'Missa do teste', ent_id: ent, regra: 'FREQ=WEEKLY;BYDAY=SU', hora: '09:15', inicio: addDays(today, 1) };
    const ended = await put(`/api/agenda/celebracoes/${c}`, { ...body, fim: sundays[1] });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(agendaCount.changeStrandsIntentions(1, sundays[2].split('-').reverse().join('/')));
    expect((await put(`/api/agenda/celebracoes/${c}`, { ...body, regra: 'FREQ=WEEKLY;BYDAY=SA' })).statusCode).toBe(409);
    // A change that keeps the date is fine (the time moves, the intention stays with its date).
    ok(await put(`/api/agenda/celebracoes/${c}`, { ...body, hora: '09:30' }));
    const moved = ok(
      await post('/api/agenda/intencoes/transferir', { celebracao_id: c, data: sundays[2], destino_data: sundays[1], motivo: 'Fim da missa das 9h30' }),
    );
    expect(moved.message).toBe(agendaCount.moved(1));
    expect(moved.data).toMatchObject([{ id: made.id, data: sundays[1], aviso: 'sem_contato' }]);
    expect(moved.data[0].transferida_de).toMatch(/\(Fim da missa das 9h30\)$/);
    ok(await put(`/api/agenda/celebracoes/${c}`, { ...body, hora: '09:30', fim: sundays[1] }));
    expect(errorsOf(await post('/api/agenda/intencoes/transferir', { celebracao_id: c, data: sundays[0], destino_data: sundays[1] })).data).toEqual([
      AGENDA_MSG.noIntentionsToMove,
    ]);
  });
});

describe('individual and collective intentions (c. 948, Mos iugiter)', () => {
  it('a collective one needs consent and a public Mass; a second paid individual one on a Mass is warned; the celebrant keeps one offering', async () => {
    const c = await celebration({ hora: '07:00' });
    const hidden = await celebration({ hora: '06:00', publica: false });
    expect(errorsOf(await post('/api/agenda/intencoes', intention(c, sundays[1], { forma: 'coletiva' }))).consentimento).toEqual([
      AGENDA_MSG.consentimentoRequired,
    ]);
    expect(errorsOf(await post('/api/agenda/intencoes', intention(hidden, sundays[1], { forma: 'coletiva', consentimento: true }))).forma).toEqual([
      AGENDA_MSG.coletivaPublica,
    ]);
    expect(errorsOf(await post('/api/agenda/intencoes', intention(c, sundays[1], { oferta_centavos: 100_001 }))).oferta_centavos).toEqual([
      AGENDA_MSG.ofertaMax,
    ]);

    const first = ok(await post('/api/agenda/intencoes', intention(c, sundays[1], { oferta_centavos: 3000, solicitante: 'Ana' })), 201);
    expect(first.avisos).toBeUndefined();
    const second = ok(await post('/api/agenda/intencoes', intention(c, sundays[1], { oferta_centavos: 3000, solicitante: 'Bia' })), 201);
    expect(second.avisos).toEqual([AGENDA_MSG.avisoIndividuais]);
    // Without an offering, an intention shares the Mass freely.
    expect(ok(await post('/api/agenda/intencoes', intention(c, sundays[1], { solicitante: 'Caio' })), 201).avisos).toBeUndefined();
    const list = await listOf(c, sundays[1]);
    expect(list.map((i) => [i.solicitante, i.oferta_celebrante])).toEqual([
      ['Ana', true],
      ['Bia', false],
      ['Caio', false],
    ]);

    // A collective Mass: each donor consents; the first offering is the celebrant's, the others the diocese's.
    const col = (solicitante: string) =>
      intention(c, sundays[2], {
        forma: 'coletiva',
        consentimento: 'on',
        oferta_centavos: 2000,
        solicitante,
        intencao: `Pelos falecidos da família ${solicitante}`,
      });
    for (const who of ['Dora', 'Edu', 'Fabi']) expect(ok(await post('/api/agenda/intencoes', col(who)), 201).avisos).toBeUndefined();
    const collective = await listOf(c, sundays[2]);
    expect(collective.map((i) => [i.forma, i.consentimento, i.oferta_celebrante])).toEqual([
      ['coletiva', true, true],
      ['coletiva', true, false],
      ['coletiva', true, false],
    ]);
    const pdf = await pdfText((await get(`/api/agenda/intencoes/lista?celebracao_id=${c}&data=${sundays[2]}`)).rawPayload);
    expect(pdf.match(/oferta do celebrante/g)).toHaveLength(1);
    expect(pdf.match(/destinada à diocese/g)).toHaveLength(2);
    expect(pdf).toMatch(/Pedida por Dora · coletiva \(com consentimento\) · oferta R\$\s20,00 — oferta do celebrante/);
    // Announced publicly: the parish's Mass times say so for that date.
    const week = HorariosResponse.parse((await t.app.inject({ url: `/api/public/paroquias/1/horarios?days=31&community=${ent}` })).json());
    const masses = week.data.flatMap((g) => g.ocorrencias).filter((o) => o.celebracao_id === c);
    expect(masses.filter((o) => o.coletiva).map((o) => o.inicio.slice(0, 10))).toEqual([sundays[2]]);
  });

  it('more than two collective Masses in one week (Sunday to Saturday) are warned', async () => {
    const daily = await celebration({ regra: 'FREQ=DAILY', hora: '06:30', inicio: sundays[3] });
    const day = (n: number) => addDays(sundays[3], n);
    const col = (d: string) => intention(daily, d, { forma: 'coletiva', consentimento: true });
    expect(ok(await post('/api/agenda/intencoes', col(day(1))), 201).avisos).toBeUndefined();
    expect(ok(await post('/api/agenda/intencoes', col(day(1))), 201).avisos).toBeUndefined();
    expect(ok(await post('/api/agenda/intencoes', col(day(3))), 201).avisos).toBeUndefined();
    expect(ok(await post('/api/agenda/intencoes', col(day(6))), 201).avisos).toEqual([agendaCount.coletivasSemana(3)]);
    // The next week starts again.
    expect(ok(await post('/api/agenda/intencoes', col(day(7))), 201).avisos).toBeUndefined();
  });
});

describe('celebrated, and who sees what', () => {
  it('an intention is celebrated once its Mass has ended, by the parish clock; in the list and in the intentions book', async () => {
    const c = await celebration({ regra: 'FREQ=DAILY', hora: '00:00', titulo: 'Missa do livro', inicio: addDays(today, -3) });
    // Dates of the parish (São Paulo): yesterday's Mass ended, tomorrow's is to come, a cancelled one never is.
    for (const [n, text] of [
      [-1, 'Intenção de ontem'],
      [1, 'Intenção de amanhã'],
      [-2, 'Intenção da missa cancelada'],
    ] as const) {
      ok(await post('/api/agenda/intencoes', intention(c, addDays(today, n), { intencao: text, oferta_centavos: 1500 })), 201);
    }
    await t.db.query(
      "INSERT INTO excecoes (celebracao_id, paroquia_id, data, acao, motivo) SELECT id, paroquia_id, $2, 'cancelar', 'Chuva' FROM celebracoes WHERE id = $1",
      [c, addDays(today, -2)],
    );
    const celebrated = async (day: string, as?: string) => (await listOf(c, day, as)).map((i) => [i.intencao, i.celebrada]);
    expect(await celebrated(addDays(today, -1), 'acolito')).toEqual([['Intenção de ontem', true]]);
    expect(await celebrated(addDays(today, 1))).toEqual([['Intenção de amanhã', false]]);
    expect(await celebrated(addDays(today, -2))).toEqual([['Intenção da missa cancelada', false]]);
    const month = addDays(today, -1).slice(0, 7);
    const book = await get(`/api/agenda/intencoes/livro?mes=${month}`);
    expect(book.statusCode, book.body).toBe(200);
    const text = await pdfText(book.rawPayload);
    expect(text).toContain('LIVRO DE INTENÇÕES DE MISSA');
    expect(text).toMatch(/Falecido\(a\): Intenção de ontem[\s\S]*Família Souza[\s\S]*R\$\s15,00[\s\S]*Celebrada/);
    expect(text).toMatch(/Falecido\(a\): Intenção da missa cancelada[\s\S]*A celebrar/);
    expect(errorsOf(await get('/api/agenda/intencoes/livro?mes=0000-01')).mes).toEqual([AGENDA_MSG.mesInvalid]);
    expect((await get(`/api/agenda/intencoes/livro?mes=${month}`, 'acolito')).statusCode).toBe(403);
  });

  it('requester and offering only for who takes intentions; the other members see what is read, without health intentions', async () => {
    const c = await celebration({ hora: '12:00' });
    ok(
      await post(
        '/api/agenda/intencoes',
        intention(c, sundays[1], { intencao: 'Pela saúde de Dona Rosa', tipo: 'saude', contato: 'rosa@exemplo.org', oferta_centavos: 1000 }),
      ),
      201,
    );
    ok(await post('/api/agenda/intencoes', intention(c, sundays[1], { intencao: 'Em ação de graças', tipo: 'acao_de_gracas', oferta_centavos: 1000 })), 201);
    for (const member of ['acolito', 'dizimista']) {
      const seen = await listOf(c, sundays[1], member);
      expect(seen.map((i) => i.intencao)).toEqual(['Em ação de graças']);
      expect(Object.keys(seen[0]).sort()).toEqual(['celebracao_id', 'celebrada', 'created_at', 'data', 'forma', 'hora', 'id', 'intencao', 'ordem', 'tipo']);
      expect((await get(`/api/agenda/intencoes/lista?celebracao_id=${c}&data=${sundays[1]}`, member)).statusCode).toBe(403);
    }
    const office = await listOf(c, sundays[1], 'gestora');
    expect(office.map((i) => [i.intencao, i.solicitante, i.contato, i.oferta_centavos, i.oferta_estado])).toEqual([
      ['Pela saúde de Dona Rosa', 'Família Souza', 'rosa@exemplo.org', 1000, 'pendente'],
      ['Em ação de graças', 'Família Souza', null, 1000, 'pendente'],
    ]);
  });
});
