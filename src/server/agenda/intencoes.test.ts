import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_MSG, IntencaoList, type Intencao } from '../../shared/schemas/agenda';
import { MSG } from '../../shared/messages';
import { apiCalls } from '../test/api-calls';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';
import { pdfText } from '../test/pdf-text';
import { addDays } from '../../shared/plain-date';

let t: TestApp;
const cookies: Record<string, string> = {};
const { get, post, ok, errorsOf } = apiCalls(() => t, cookies, 'secretaria');
const del = (url: string, as = 'secretaria') => t.app.inject({ method: 'DELETE', url, headers: { cookie: cookies[as] } });
let today: string;
let celebracao: number;
/** The next four Sundays after today. */
let sundays: string[];

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'secretaria', 'acolito', 'outra']) cookies[user] = await signIn(t.app, user);
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
  const first = addDays(today, 7 - new Date(`${today}T12:00:00Z`).getUTCDay());
  sundays = [0, 7, 14, 21].map((n) => addDays(first, n));
  const ent = (await t.db.query<{ ent_id: number }>("SELECT ent_id FROM communities WHERE ent_name = 'Capela São Benedito'")).rows[0].ent_id;
  const body = {
    tipo: 'missa',
    titulo: 'Missa das famílias',
    ent_id: ent,
    regra: 'FREQ=WEEKLY;BYDAY=SU',
    hora: '11:30',
    inicio: addDays(today, 1),
    celebrante: 'Pe. Teste',
  };
  celebracao = ok(await post('/api/agenda/celebracoes', body), 201).data.id;
}, 120_000);
afterAll(() => t?.close());

const intention = (over: Record<string, unknown> = {}) => ({
  celebracao_id: celebracao,
  data: sundays[1],
  intencao: 'Pelas almas do purgatório',
  tipo: 'falecido',
  solicitante: 'Família Souza',
  contato: '(19) 99999-0000',
  ...over,
});

describe('Mass intentions', () => {
  it('attach to an occurrence, numbered in reading order, listed in that order', async () => {
    const texts = ['Pela alma de José da Silva', 'Em ação de graças pelo aniversário de Ana', 'Pela saúde de Dona Maria'];
    const made: Intencao[] = [];
    for (const [i, text] of texts.entries()) {
      made.push(ok(await post('/api/agenda/intencoes', intention({ intencao: text, tipo: ['falecido', 'aniversario', 'saude'][i] })), 201).data);
    }
    expect(made.map((m) => m.ordem)).toEqual([1, 2, 3]);
    expect(made[0]).toMatchObject({
      celebracao_id: celebracao,
      data: sundays[1],
      hora: '11:30',
      contato: '(19) 99999-0000',
      oferta_centavos: null,
      forma: 'individual',
      celebrada: false,
    });
    const list = IntencaoList.parse(ok(await get(`/api/agenda/intencoes?celebracao_id=${celebracao}&data=${sundays[1]}`))).data;
    expect(list.map((i) => i.intencao)).toEqual(texts);
    expect(list.map((i) => i.solicitante)).toEqual(texts.map(() => 'Família Souza'));
    // Every signed-in user reads what is read at Mass: not who asked, their contact or the offering, and no health intention.
    const asAcolyte = IntencaoList.parse(ok(await get(`/api/agenda/intencoes?celebracao_id=${celebracao}&data=${sundays[1]}`, 'acolito'))).data;
    expect(asAcolyte.map((i) => i.intencao)).toEqual(texts.slice(0, 2));
    for (const i of asAcolyte) for (const key of ['solicitante', 'contato', 'oferta_centavos', 'oferta_estado']) expect(i).not.toHaveProperty(key);
    // After a deletion the next one still goes last.
    ok(await del(`/api/agenda/intencoes/${made[1].id}`));
    expect(ok(await post('/api/agenda/intencoes', intention({ intencao: 'Pelos dizimistas' })), 201).data.ordem).toBe(4);
    const after = ok(await get(`/api/agenda/intencoes?celebracao_id=${celebracao}&data=${sundays[1]}`)).data as Intencao[];
    expect(after.map((i) => i.intencao)).toEqual([texts[0], texts[2], 'Pelos dizimistas']);
  });

  it('the celebrant’s PDF: parish, Mass, intentions numbered in order with their kind and who asked; only for who takes intentions', async () => {
    expect((await get(`/api/agenda/intencoes/lista?celebracao_id=${celebracao}&data=${sundays[1]}`, 'acolito')).statusCode).toBe(403);
    const res = await get(`/api/agenda/intencoes/lista?celebracao_id=${celebracao}&data=${sundays[1]}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    const parish = (await t.db.query<{ name: string }>("SELECT p.name FROM paroquias p JOIN users u ON u.paroquia_id = p.id WHERE u.username = 'secretaria'"))
      .rows[0].name;
    expect(text).toContain(parish);
    for (const part of ['INTENÇÕES DA MISSA', 'Missa das famílias', 'Capela São Benedito', '11:30', 'Pe. Teste', 'domingo']) expect(text).toContain(part);
    const order = ['Falecido(a): Pela alma de José da Silva', 'Saúde: Pela saúde de Dona Maria', 'Falecido(a): Pelos dizimistas'].map((x) => text.indexOf(x));
    expect(order.every((n) => n > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toMatch(/1\.\s*Falecido\(a\): Pela alma de José da Silva/);
    expect(text).toMatch(/3\.\s*Falecido\(a\): Pelos dizimistas/);
    expect(text).toContain('Pedida por Família Souza');
    const empty = await pdfText((await get(`/api/agenda/intencoes/lista?celebracao_id=${celebracao}&data=${sundays[3]}`)).rawPayload);
    expect(empty).toContain(AGENDA_MSG.intencoesEmpty);
    expect((await get(`/api/agenda/intencoes/lista?celebracao_id=99999999&data=${sundays[1]}`)).json()).toEqual({ message: AGENDA_MSG.celebracaoNotFound });
    expect(errorsOf(await get(`/api/agenda/intencoes/lista?celebracao_id=${celebracao}&data=${addDays(sundays[1], 1)}`)).data).toEqual([
      AGENDA_MSG.noOccurrence,
    ]);
  });

  it('refuses a date without the Mass or a cancelled one; without a date, the next Mass not cancelled', async () => {
    expect(errorsOf(await post('/api/agenda/intencoes', intention({ data: addDays(sundays[0], 2) }))).data).toEqual([AGENDA_MSG.noOccurrence]);
    ok(await post(`/api/agenda/celebracoes/${celebracao}/excecoes`, { data: sundays[0], acao: 'cancelar', motivo: 'Retiro' }), 201);
    expect(errorsOf(await post('/api/agenda/intencoes', intention({ data: sundays[0] }))).data).toEqual([AGENDA_MSG.cancelledMass]);
    const next = ok(await post('/api/agenda/intencoes', intention({ data: undefined, intencao: 'Na próxima missa' })), 201).data;
    expect(next.data).toBe(sundays[1]);
    expect(errorsOf(await post('/api/agenda/intencoes', intention({ celebracao_id: 99999999 }))).celebracao_id).toEqual([AGENDA_MSG.celebracaoNotFound]);
    const bad = errorsOf(await post('/api/agenda/intencoes', intention({ intencao: 'x', tipo: 'outro', solicitante: '', oferta_centavos: 12.5 })));
    expect(bad).toMatchObject({
      intencao: [AGENDA_MSG.intencaoTextRequired],
      tipo: [AGENDA_MSG.intencaoTipoInvalid],
      solicitante: [AGENDA_MSG.solicitanteRequired],
    });
    expect(bad.oferta_centavos).toBeDefined();
    // A celebration that ended: no Mass in the next 60 days.
    const ended = ok(
      await post('/api/agenda/celebracoes', {
        tipo: 'missa',
        ent_id: (await get(`/api/agenda/celebracoes/${celebracao}`)).json().data.ent_id,
        regra: 'FREQ=WEEKLY;BYDAY=SU',
        hora: '07:00',
        inicio: '2020-01-01',
        fim: '2020-12-31',
      }),
      201,
    ).data;
    expect(errorsOf(await post('/api/agenda/intencoes', intention({ celebracao_id: ended.id, data: undefined }))).data).toEqual([AGENDA_MSG.noMassAvailable]);
    // A celebration with intentions is ended, not deleted.
    expect((await del(`/api/agenda/celebracoes/${celebracao}`)).json()).toEqual({ message: AGENDA_MSG.celebracaoHasIntentions });
  });

  it('roles 1, 111 and 2 write; others read; another parish finds nothing', async () => {
    expect((await post('/api/agenda/intencoes', intention(), 'acolito')).json()).toEqual({ message: MSG.forbidden });
    const made = ok(await post('/api/agenda/intencoes', intention({ data: sundays[3] }), 'admin'), 201).data;
    expect((await del(`/api/agenda/intencoes/${made.id}`, 'acolito')).statusCode).toBe(403);
    expect((await del(`/api/agenda/intencoes/${made.id}`, 'outra')).statusCode).toBe(404);
    expect(errorsOf(await post('/api/agenda/intencoes', intention(), 'outra')).celebracao_id).toEqual([AGENDA_MSG.celebracaoNotFound]);
    expect(ok(await get(`/api/agenda/intencoes?celebracao_id=${celebracao}&data=${sundays[3]}`, 'outra')).data).toEqual([]);
    expect((await get(`/api/agenda/intencoes/lista?celebracao_id=${celebracao}&data=${sundays[3]}`, 'outra')).statusCode).toBe(404);
    expect(
      (await post('/api/agenda/intencoes/transferir', { celebracao_id: celebracao, data: sundays[3], destino_data: sundays[2] }, 'acolito')).statusCode,
    ).toBe(403);
    expect((await post('/api/agenda/intencoes/transferir', { celebracao_id: celebracao, data: sundays[3], destino_data: sundays[2] }, 'outra')).json()).toEqual(
      { message: AGENDA_MSG.celebracaoNotFound },
    );
  });
});
