import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterFilter } from '../../shared/schemas/registers';
import { IMPORT_KIND_LIST } from '../../shared/import-fields';
import { listAccounts, listAudit } from '../accounts/list';
import { listEsportulas } from '../agenda/esportulas-repository';
import { findBucket, listBuckets } from '../buckets/repository';
import { listLancamentos } from '../caixa/lancamentos-repository';
import { listCasamentos } from '../casamentos/repository';
import { conversation, listContacts, markConversationRead, messageFor, sendMessage } from '../chat/repository';
import { listCatechists } from '../catechesis/catechists-repository';
import { listPeticoes } from '../diocese/peticoes-repository';
import { listContributions } from '../dizimo/contributions-repository';
import { listTithers, titherCandidates } from '../dizimo/tithers-repository';
import { listImports } from '../imports/repository';
import { listItems } from '../inventory/repository';
import { listAccessLog, logAccess } from '../lgpd/access-log';
import { refuseIfAnonymised } from '../lgpd/anonymised';
import { listNotices } from '../notices/repository';
import { listNotifications } from '../notifications/repository';
import { listParishes } from '../parishes/instance';
import { listAnotacoes } from '../pedidos/anotacoes-repository';
import { listParish } from '../protocols/repository';
import { listRecords } from '../sacramentos/repository';
import { insertAttachments } from '../registers/attachments';
import { listRegisters, registerExists } from '../registers/repository';
import { listSolicitacoes } from '../solicitacoes/repository';
import { createTestApp, type TestApp } from '../test/app';
import { inParish } from '../test/scope';
import type { Db } from './types';

let t: TestApp;
let parish: number;
let admin: number;
let diocese: number;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ paroquia_id: number; id: number; diocese_id: number }>(
    "SELECT u.paroquia_id, u.id, p.diocese_id FROM users u JOIN paroquias p ON p.id = u.paroquia_id WHERE username = 'admin'",
  );
  [parish, admin, diocese] = [rows[0].paroquia_id, rows[0].id, rows[0].diocese_id];
});
afterAll(() => t?.close());

/** `calls` run in one transaction (one connection) under the parish's scope; the statements that connection prepared, with how each was planned. */
function plansOf(calls: (tx: Db) => Promise<unknown>): Promise<Array<{ statement: string; generic_plans: number; custom_plans: number }>> {
  return inParish(parish, () =>
    t.db.transaction(async (tx) => {
      await calls(tx);
      const { rows } = await tx.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        'SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE NOT from_sql',
      );
      return rows;
    }),
  );
}

/** The lists whose first page (and filters other than a name search) are prepared, each asked as its screen opens and with a filter. */
const LISTS: Array<{ list: string; table: RegExp; call: (tx: Db, page: { page: number; limit: number }) => Promise<unknown> }> = [
  {
    list: 'registers',
    table: /FROM registers WHERE paroquia_id/,
    call: (tx, page) => listRegisters(tx, { paroquiaId: parish, today: '2026-11-28' }, {} as RegisterFilter, page),
  },
  { list: 'ledger', table: /FROM caixa_lancamentos l/, call: (tx, page) => listLancamentos(tx, parish, {}, page) },
  {
    list: 'ledger, a quarter',
    table: /FROM caixa_lancamentos l/,
    call: (tx, page) => listLancamentos(tx, parish, { de: '2026-01-01', ate: '2026-03-31' }, page),
  },
  { list: 'contributions', table: /FROM contributions c/, call: (tx, page) => listContributions(tx, parish, {}, page) },
  {
    list: 'contributions of a month',
    table: /FROM contributions c/,
    call: (tx, page) => listContributions(tx, parish, { de: '2026-03-01', ate: '2026-03-31' }, page),
  },
  {
    list: 'tithers',
    table: /FROM tithers t/,
    call: (tx, page) => listTithers(tx, parish, '2026-09-01', { ...page, q: undefined, status: undefined, situacao: undefined }),
  },
  {
    list: 'tithers late',
    table: /FROM tithers t/,
    call: (tx, page) => listTithers(tx, parish, '2026-09-01', { ...page, q: undefined, status: 1, situacao: 'atrasado' }),
  },
  { list: 'Mass stipends', table: /WITH offerings/, call: (tx, page) => listEsportulas(tx, parish, undefined, page) },
  {
    list: 'catechists',
    table: /FROM catechists k/,
    call: (tx, page) => listCatechists(tx, parish, 'crisma', { ...page, q: undefined, status: undefined, ent_id: undefined }),
  },
  {
    list: 'marriage files',
    table: /FROM casamentos c/,
    call: (tx, page) => listCasamentos(tx, parish, { ...page, q: undefined, estado: undefined, mes: undefined }),
  },
  {
    list: 'baptism book',
    table: /FROM sacramental_records r/,
    call: (tx, page) => listRecords(tx, parish, 'batismo', { ...page, q: undefined, de: undefined, ate: undefined, livro: undefined }),
  },
  {
    list: "chat's people",
    table: /WITH unread AS/,
    call: (tx, page) => listContacts(tx, { userId: admin, paroquiaId: parish }, { limit: page.limit, offset: (page.page - 1) * page.limit }),
  },
  {
    list: 'notices, as a member reads them',
    table: /FROM notices n/,
    call: (tx, page) => listNotices(tx, { paroquiaId: parish, userId: admin, canWrite: false, now: new Date() }, { page: page.page, per_page: page.limit }),
  },
  {
    list: 'inventory',
    table: /FROM inventory_items i/,
    call: (tx, page) => listItems(tx, parish, { ...page, q: undefined, category_id: undefined, ent_id: undefined }),
  },
  { list: 'notifications', table: /FROM notifications/, call: (tx, page) => listNotifications(tx, { userId: admin, paroquiaId: parish }, page.limit) },
  { list: 'accounts', table: /FROM users u/, call: (tx, page) => listAccounts(tx, parish, { ...page, q: undefined, regra: undefined, status: undefined }) },
  { list: 'accounts of a role', table: /FROM users u/, call: (tx, page) => listAccounts(tx, parish, { ...page, q: undefined, regra: 1, status: undefined }) },
  { list: "an account's audit", table: /FROM account_audit/, call: (tx, page) => listAudit(tx, admin, page) },
  { list: 'parishes', table: /FROM paroquias p/, call: (tx, page) => listParishes(tx, { ...page, q: undefined }) },
  { list: 'imports', table: /FROM imports WHERE/, call: (tx, page) => listImports(tx, parish, IMPORT_KIND_LIST, page) },
  {
    list: 'notes received, pending',
    table: /FROM anotacoes_remotas a/,
    call: (tx, page) => listAnotacoes(tx, parish, 'recebidos', { ...page, pendentes: true }),
  },
  {
    list: "website's requests",
    table: /FROM solicitacoes s/,
    call: (tx, page) => listSolicitacoes(tx, parish, { ...page, tipo: undefined, estado: undefined, q: undefined }),
  },
  {
    list: "a parish's petitions",
    table: /FROM peticoes p/,
    call: (tx, page) =>
      listPeticoes(tx, { dioceseId: diocese, paroquiaId: parish }, { ...page, estado: undefined, tipo: undefined, paroquia_id: undefined, q: undefined }),
  },
  { list: 'tithe candidates', table: /FROM tithers t WHERE t.register_id/, call: (tx, page) => titherCandidates(tx, parish, undefined, page) },
  { list: 'protocols', table: /FROM protocols p/, call: (tx, page) => listParish(tx, parish, page) },
  {
    list: 'access log of a week',
    table: /FROM register_access_log l/,
    call: (tx, page) =>
      listAccessLog(tx, parish, { ...page, register_id: undefined, user_id: undefined, action: undefined, from: '2026-11-01', to: '2026-11-07' }),
  },
];

/** The searches no index of the pattern serves (foldedLike, search.ts): prepared too, asked with another name each call. */
const SEARCHES: Array<{ list: string; table: RegExp; call: (tx: Db, q: string) => Promise<unknown> }> = [
  {
    list: 'tithers',
    table: /FROM tithers t/,
    call: (tx, q) => listTithers(tx, parish, '2026-09-01', { page: 1, limit: 12, q, status: undefined, situacao: undefined }),
  },
  {
    list: 'catechists',
    table: /FROM catechists k/,
    call: (tx, q) => listCatechists(tx, parish, 'crisma', { page: 1, limit: 12, q, status: undefined, ent_id: undefined }),
  },
  {
    list: 'marriage files',
    table: /FROM casamentos c/,
    call: (tx, q) => listCasamentos(tx, parish, { page: 1, limit: 12, q, estado: undefined, mes: undefined }),
  },
  {
    list: 'notices',
    table: /FROM notices n/,
    call: (tx, q) => listNotices(tx, { paroquiaId: parish, userId: admin, canWrite: true, now: new Date() }, { page: 1, per_page: 12, q }),
  },
  {
    list: 'inventory',
    table: /FROM inventory_items i/,
    call: (tx, q) => listItems(tx, parish, { page: 1, limit: 12, q, category_id: undefined, ent_id: undefined }),
  },
  { list: 'accounts', table: /FROM users u/, call: (tx, q) => listAccounts(tx, parish, { page: 1, limit: 12, q, regra: undefined, status: undefined }) },
  { list: 'parishes', table: /FROM paroquias p/, call: (tx, q) => listParishes(tx, { page: 1, limit: 12, q }) },
  {
    list: "website's requests",
    table: /FROM solicitacoes s/,
    call: (tx, q) => listSolicitacoes(tx, parish, { page: 1, limit: 12, tipo: undefined, estado: undefined, q }),
  },
  {
    list: "a parish's petitions",
    table: /FROM peticoes p/,
    call: (tx, q) =>
      listPeticoes(tx, { dioceseId: diocese, paroquiaId: parish }, { page: 1, limit: 12, estado: undefined, tipo: undefined, paroquia_id: undefined, q }),
  },
];
const NAMES = ['maria', 'silva', 'jo', 'ana', 'souza', 'pedro', 'xyz', 'lima'];

describe('prepared statements', () => {
  it.each(LISTS)('$list: its first page planned once: after at most five calls one generic plan, whatever the page size', async ({ table, call }) => {
    const plans = await plansOf(async (tx) => {
      for (let i = 1; i <= 6; i++) for (const limit of [12, 10, 50]) await call(tx, { page: 1, limit });
      for (let page = 2; page <= 3; page++) await call(tx, { page, limit: 12 });
    });
    // The first pages' statements (the other pages take their OFFSET as a parameter, and PostgreSQL plans them as it sees fit).
    const statements = plans.filter((p) => table.test(p.statement) && !/OFFSET/.test(p.statement));
    expect(statements.length).toBeGreaterThan(0);
    // Five custom plans before the generic one; none when the statement has no parameter.
    for (const p of statements) expect(p.custom_plans, p.statement).toBeLessThanOrEqual(5);
    for (const p of statements) expect(p.generic_plans, p.statement).toBeGreaterThan(0);
  });

  it.each(SEARCHES)('$list: a search planned once, whatever the name: after at most five calls one generic plan', async ({ table, call }) => {
    const plans = await plansOf(async (tx) => {
      for (const name of NAMES) await call(tx, name);
    });
    const statements = plans.filter((p) => table.test(p.statement) && /search_fold\(\$\d+\)\)/.test(p.statement));
    expect(statements.length).toBeGreaterThan(0);
    for (const p of statements) expect(p.custom_plans, p.statement).toBeLessThanOrEqual(5);
    for (const p of statements) expect(p.generic_plans, p.statement).toBeGreaterThan(0);
  });
});

describe("the mixed load's statements (chat, buckets, a register's attachments)", () => {
  it('each planned once: after at most five calls one generic plan', async () => {
    const { rows } = await t.db.query<{ other: number; register: number }>(
      "SELECT (SELECT id FROM users WHERE username = 'secretaria') AS other, (SELECT min(id) FROM registers WHERE paroquia_id = $1) AS register",
      [parish],
    );
    const [{ other, register }] = rows;
    const me = { userId: admin, paroquiaId: parish };
    const at = new Date();
    const plans = await plansOf(async (tx) => {
      for (let i = 0; i < 7; i++) {
        const sent = await sendMessage(tx, me, other, `Olá ${i}`, { title: 'Mensagem', body: 'Olá' });
        await messageFor(tx, me, sent!.id);
        for (const limit of [200, 12]) await conversation(tx, me, other, limit);
        await markConversationRead(tx, me, other);
        await listBuckets(tx, { ...me, seesAll: true });
        await findBucket(tx, { ...me, seesAll: false }, 'nenhum');
        await registerExists(tx, parish, register);
        await refuseIfAnonymised(tx, parish, register);
        const name = `prepared-${i}.pdf`;
        await insertAttachments(tx, { ...me, at }, register, [{ filename: name, original_name: name, mime_type: 'application/pdf', size_bytes: 4 }]);
        await logAccess(tx, { ...me, userName: 'Administrador', ip: null, at }, register, 'attachment_upload', { attachment_ids: [i] });
      }
    });
    const expected = [
      /INSERT INTO chat_messages/,
      /FROM chat_messages WHERE id = \$1/,
      /ORDER BY id DESC\s+LIMIT 250\s/,
      /ORDER BY id DESC\s+LIMIT 12\s/,
      /UPDATE chat_messages SET is_read/,
      /ORDER BY b.created_at DESC/,
      /b.rand = \$4/,
      /SELECT 1 FROM registers WHERE id = \$1 AND paroquia_id = \$2$/,
      /anonymised_at IS NOT NULL/,
      /INSERT INTO register_attachments/,
      /INSERT INTO register_access_log/,
    ];
    for (const statement of expected) {
      const found = plans.filter((p) => statement.test(p.statement.trim()));
      expect(found, String(statement)).toHaveLength(1);
      expect(found[0].custom_plans, found[0].statement).toBeLessThanOrEqual(5);
      expect(found[0].generic_plans, found[0].statement).toBeGreaterThan(0);
    }
  });
});
