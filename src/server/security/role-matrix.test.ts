/**
 * Role matrix: every signed-in /api route, called by every demo
 * role, answers exactly as the permission table (src/shared/roles.ts, PERMISSIONS) says.
 *
 * The capability of a route is declared once, next to the route, with
 * `{ preHandler: requireCapability(...) }`; app.routeTable records it. ROUTE_ACCESS below is
 * the reviewed classification of every route (the permission table's reading): the test fails when a route
 * is added without being classified here, or when the code's declaration drifts from it.
 * Expected answers come from PERMISSIONS alone: allowed -> neither 401 nor 403 'Acesso
 * restrito.'; denied -> 403 'Acesso restrito.'. Requests are harmless: ids that do not exist,
 * empty bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { PERMISSIONS, type Capability } from '../../shared/roles';
import { routeKey, type RouteKey } from '../plugins/access-rules';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/http';

type Access = Capability | 'signed-in';

/** Every signed-in /api route (HEAD mirrors GET) and what it requires beyond a session. */
const ROUTE_ACCESS: Record<RouteKey, Access> = {
  // Own account, notifications: every signed-in user.
  'GET /api/me': 'signed-in',
  'POST /api/me/avatar': 'signed-in',
  'POST /api/me/password': 'signed-in',
  'POST /api/me/name': 'signed-in',
  'POST /api/me/timezone': 'signed-in',
  'GET /api/notifications/unread-count': 'signed-in',
  'GET /api/notifications': 'signed-in',
  'POST /api/notifications/mark-all-read': 'signed-in',
  'POST /api/notifications/delete-all': 'signed-in',
  // Dashboard statistics.
  'GET /api/stats/dashboard': 'dashboardStats',
  // Registers.
  // The list, or its picker variant (id, name, photo) for those who may only pick a person.
  'GET /api/registers': 'registersPicker',
  'GET /api/registers/export': 'registersExport',
  'GET /api/registers/:id': 'registersFull',
  'POST /api/registers': 'registersFull',
  'POST /api/registers/:id': 'registersFull',
  'DELETE /api/registers/:id': 'registersFull',
  'GET /api/registers/:id/attachments': 'registersFull',
  'POST /api/registers/:id/attachments': 'registersFull',
  'DELETE /api/registers/:id/attachments/:attachmentId': 'registersFull',
  // LGPD.
  'GET /api/registers/access-log': 'registersAccessLog',
  'GET /api/registers/access-log/users': 'registersAccessLog',
  'GET /api/registers/:id/access-log': 'registersAccessLog',
  'GET /api/registers/:id/export': 'registersAccessLog',
  'GET /api/registers/:id/anonymise': 'registersAccessLog',
  'POST /api/registers/:id/anonymise': 'registersAccessLog',
  'GET /api/lgpd/retention': 'registersAccessLog',
  'PUT /api/lgpd/retention': 'registersAccessLog',
  'GET /api/lgpd/retention/due': 'registersAccessLog',
  // Notices: everyone reads, some write.
  'GET /api/feed-posts': 'signed-in',
  'GET /api/feed-posts/:id': 'signed-in',
  'POST /api/feed-posts/:id/views': 'signed-in',
  'POST /api/feed-posts': 'noticesWrite',
  'POST /api/feed-posts/:id': 'noticesWrite',
  'DELETE /api/feed-posts/:id': 'noticesWrite',
  // Catechesis: Crisma.
  'GET /api/turmas/crisma': 'crismaRead',
  'GET /api/turmas/crisma/:id': 'crismaRead',
  'POST /api/turmas/crisma': 'crismaWrite',
  'PUT /api/turmas/crisma/:id': 'crismaWrite',
  'DELETE /api/turmas/crisma/:id': 'crismaWrite',
  'GET /api/turmas/crisma/:id/encontros': 'crismaRead',
  'POST /api/turmas/crisma/:id/encontros': 'crismaRead',
  'PUT /api/turmas/crisma/:id/encontros/:encontroId/presencas': 'crismaRead',
  'GET /api/crismandos': 'crismaRead',
  'POST /api/crismandos/batch': 'crismaWrite',
  'POST /api/crismandos/transfer': 'crismaWrite',
  'GET /api/catequistas/crisma': 'crismaRead',
  'GET /api/catequistas/crisma/:id': 'crismaRead',
  'POST /api/catequistas/crisma': 'crismaWrite',
  'PUT /api/catequistas/crisma/:id': 'crismaWrite',
  'DELETE /api/catequistas/crisma/:id': 'crismaWrite',
  'GET /api/catequistas/crisma/contas': 'crismaWrite',
  // Catechesis: 1ª Eucaristia.
  'GET /api/turmas/eucaristia': 'eucaristiaRead',
  'GET /api/turmas/eucaristia/:id': 'eucaristiaRead',
  'POST /api/turmas/eucaristia': 'eucaristiaWrite',
  'PUT /api/turmas/eucaristia/:id': 'eucaristiaWrite',
  'DELETE /api/turmas/eucaristia/:id': 'eucaristiaWrite',
  'GET /api/turmas/eucaristia/:id/encontros': 'eucaristiaRead',
  'POST /api/turmas/eucaristia/:id/encontros': 'eucaristiaRead',
  'PUT /api/turmas/eucaristia/:id/encontros/:encontroId/presencas': 'eucaristiaRead',
  'GET /api/catequizandos': 'eucaristiaRead',
  'POST /api/catequizandos/batch': 'eucaristiaWrite',
  'POST /api/catequizandos/transfer': 'eucaristiaWrite',
  'GET /api/catequistas/eucaristia': 'eucaristiaRead',
  'GET /api/catequistas/eucaristia/:id': 'eucaristiaRead',
  'POST /api/catequistas/eucaristia': 'eucaristiaWrite',
  'PUT /api/catequistas/eucaristia/:id': 'eucaristiaWrite',
  'DELETE /api/catequistas/eucaristia/:id': 'eucaristiaWrite',
  'GET /api/catequistas/eucaristia/contas': 'eucaristiaWrite',
  // Buckets: every user has their own (bucketsAll widens the lists, it refuses nobody).
  'GET /api/buckets': 'signed-in',
  'POST /api/buckets/create': 'signed-in',
  'GET /api/buckets/:rand': 'signed-in',
  'GET /api/buckets/:rand/files': 'signed-in',
  'GET /api/buckets/:rand/files/:fileId': 'signed-in',
  'POST /api/buckets/:rand/upload': 'signed-in',
  'DELETE /api/buckets/:rand/files/:fileId': 'signed-in',
  'DELETE /api/buckets/:rand': 'signed-in',
  // Inventory: the whole parish reads, some write.
  'GET /api/inventory/categories': 'signed-in',
  'GET /api/inventory/entities': 'signed-in',
  'GET /api/inventory/stats': 'signed-in',
  'GET /api/inventory': 'signed-in',
  'GET /api/inventory/:id': 'signed-in',
  'POST /api/inventory': 'inventoryWrite',
  'PUT /api/inventory/:id': 'inventoryWrite',
  'DELETE /api/inventory/:id': 'inventoryWrite',
  // Chat.
  'GET /api/chat/users': 'signed-in',
  'POST /api/chat/pin': 'signed-in',
  'POST /api/chat/unpin': 'signed-in',
  'GET /api/messages/conversation/:id': 'signed-in',
  'POST /api/messages/mark-conversation-read': 'signed-in',
  'POST /api/messages/send': 'signed-in',
  'POST /api/chat/presence/set': 'signed-in',
  'GET /api/chat/presence/state/:id': 'signed-in',
  'POST /api/chat/presence/clear': 'signed-in',
  'GET /api/chat/stream': 'signed-in',
  // Protocols: own ones for everyone, the parish's for protocolsAdmin.
  'GET /api/protocols/me': 'signed-in',
  'POST /api/protocols': 'signed-in',
  'POST /api/protocols/:id/files': 'signed-in',
  'DELETE /api/protocols/:id': 'signed-in',
  'GET /api/protocols': 'protocolsAdmin',
  'POST /api/protocols/:id/status': 'protocolsAdmin',
  // Reminders: own ones.
  'GET /api/reminders': 'signed-in',
  'POST /api/reminders': 'signed-in',
  'PUT /api/reminders/:id': 'signed-in',
  'POST /api/reminders/:id/concluir': 'signed-in',
  'POST /api/reminders/:id/snooze': 'signed-in',
  'DELETE /api/reminders/:id': 'signed-in',
  // Dízimo and campaigns: the treasury roles; 'Meu dízimo' for the member (role 14).
  'GET /api/dizimo/dizimistas': 'dizimoAdmin',
  'GET /api/dizimo/dizimistas/export': 'dizimoAdmin',
  'POST /api/dizimo/dizimistas': 'dizimoAdmin',
  'GET /api/dizimo/dizimistas/:id': 'dizimoAdmin',
  'PUT /api/dizimo/dizimistas/:id': 'dizimoAdmin',
  'GET /api/dizimo/dizimistas/:id/declaracao': 'dizimoAdmin',
  'GET /api/dizimo/dizimistas/:id/carne': 'dizimoAdmin',
  'GET /api/dizimo/contribuicoes': 'dizimoAdmin',
  'GET /api/dizimo/contribuicoes/export': 'dizimoAdmin',
  'POST /api/dizimo/contribuicoes': 'dizimoAdmin',
  'POST /api/dizimo/contribuicoes/:id/estorno': 'dizimoAdmin',
  'GET /api/dizimo/contribuicoes/:id/recibo': 'dizimoAdmin',
  'GET /api/dizimo/relatorios': 'dizimoAdmin',
  'GET /api/campanhas': 'dizimoAdmin',
  'POST /api/campanhas': 'dizimoAdmin',
  'GET /api/campanhas/:id': 'dizimoAdmin',
  'PUT /api/campanhas/:id': 'dizimoAdmin',
  'GET /api/dizimo/pix': 'dizimoAdmin',
  'PUT /api/dizimo/pix': 'dizimoAdmin',
  'POST /api/dizimo/extrato': 'dizimoAdmin',
  'GET /api/dizimo/extrato/pendentes': 'dizimoAdmin',
  'POST /api/dizimo/extrato/pendentes/:id': 'dizimoAdmin',
  'POST /api/dizimo/extrato/pendentes/:id/descartar': 'dizimoAdmin',
  'GET /api/dizimo/candidatos': 'dizimoAdmin',
  'GET /api/dizimo/meu': 'dizimoOwn',
  'GET /api/dizimo/meu/recibos/:id': 'dizimoOwn',
  // Sacramental books: each kind has the same routes; role 2 reads, 1 and 111 write, annul and certify.
  ...sacramentRoutes(),
  // The parish calendar: everyone reads; celebrations, exceptions and events by agendaWrite.
  'GET /api/agenda': 'signed-in',
  'GET /api/agenda/celebracoes': 'signed-in',
  'GET /api/agenda/celebracoes/:id': 'signed-in',
  'POST /api/agenda/celebracoes': 'agendaWrite',
  'PUT /api/agenda/celebracoes/:id': 'agendaWrite',
  'DELETE /api/agenda/celebracoes/:id': 'agendaWrite',
  'POST /api/agenda/celebracoes/:id/excecoes': 'agendaWrite',
  'GET /api/agenda/eventos': 'signed-in',
  'GET /api/agenda/eventos/:id': 'signed-in',
  'POST /api/agenda/eventos': 'agendaWrite',
  'PUT /api/agenda/eventos/:id': 'agendaWrite',
  'DELETE /api/agenda/eventos/:id': 'agendaWrite',
  // Mass intentions: what is read at Mass for everyone; taking, moving, deleting them, the celebrant's list and the book for intencoesWrite.
  'GET /api/agenda/intencoes': 'signed-in',
  'GET /api/agenda/intencoes/lista': 'intencoesWrite',
  'POST /api/agenda/intencoes': 'intencoesWrite',
  'DELETE /api/agenda/intencoes/:id': 'intencoesWrite',
  'POST /api/agenda/intencoes/transferir': 'intencoesWrite',
  'GET /api/agenda/intencoes/livro': 'intencoesWrite',
  // Mass stipends: the treasurer confirms the offerings taken with intentions.
  'GET /api/agenda/esportulas': 'dizimoAdmin',
  'POST /api/agenda/esportulas/:id/confirmar': 'dizimoAdmin',
  'GET /api/agenda/esportulas/:id/recibo': 'dizimoAdmin',
  // The parish's profile, and the instance's parishes (act-as) for the system administrator only.
  'GET /api/paroquia': 'parishProfile',
  'PUT /api/paroquia': 'parishProfile',
  'POST /api/paroquia/logo': 'parishProfile',
  'GET /api/paroquias': 'parishes',
  'POST /api/paroquias': 'parishes',
  'POST /api/paroquias/:id/atuar': 'parishes',
  'POST /api/paroquias/voltar': 'parishes',
  // People's accounts (/usuarios): the parish's administrators.
  'GET /api/usuarios': 'usersAdmin',
  'GET /api/usuarios/export': 'usersAdmin',
  'GET /api/usuarios/disponivel': 'usersAdmin',
  'POST /api/usuarios': 'usersAdmin',
  'GET /api/usuarios/:id': 'usersAdmin',
  'PUT /api/usuarios/:id': 'usersAdmin',
  'POST /api/usuarios/:id/bloquear': 'usersAdmin',
  'POST /api/usuarios/:id/desbloquear': 'usersAdmin',
  'POST /api/usuarios/:id/convite': 'usersAdmin',
  'GET /api/usuarios/:id/auditoria': 'usersAdmin',
  // Imports: 1 and 111 bring every kind in, the treasurer tithers only (the route refuses other kinds with its own 403).
  'GET /api/importacoes': 'imports',
  'POST /api/importacoes': 'imports',
  'GET /api/importacoes/:id': 'imports',
  'POST /api/importacoes/:id/validar': 'imports',
  'POST /api/importacoes/:id/confirmar': 'imports',
  'DELETE /api/importacoes/:id': 'imports',
  'GET /api/importacoes/modelos/:tipo': 'imports',
  // Ministry rosters: escalasAdmin creates and deletes ministries; the rest is every signed-in user's route, and the
  // route itself answers whether the caller manages that ministry (escalasAdmin or its coordinators: 403 with the
  // rosters' own message), answers for that assignment, or is linked to a member ('Minha escala').
  'GET /api/ministerios': 'signed-in',
  'POST /api/ministerios': 'escalasAdmin',
  'GET /api/ministerios/:id': 'signed-in',
  'PUT /api/ministerios/:id': 'signed-in',
  'DELETE /api/ministerios/:id': 'escalasAdmin',
  'PUT /api/ministerios/:id/necessidades': 'signed-in',
  'GET /api/ministerios/:id/candidatos': 'signed-in',
  'GET /api/ministerios/usuarios': 'signed-in',
  'GET /api/ministerios/:id/membros': 'signed-in',
  'POST /api/ministerios/:id/membros': 'signed-in',
  'GET /api/ministerios/:id/membros/:membroId': 'signed-in',
  'PUT /api/ministerios/:id/membros/:membroId': 'signed-in',
  'DELETE /api/ministerios/:id/membros/:membroId': 'signed-in',
  'GET /api/escalas': 'signed-in',
  'PUT /api/escalas/designacoes': 'signed-in',
  'PUT /api/escalas/necessidades': 'signed-in',
  'POST /api/escalas/preencher': 'signed-in',
  'POST /api/escalas/publicar': 'signed-in',
  'GET /api/escalas/pdf': 'signed-in',
  'POST /api/designacoes/:id/aceitar': 'signed-in',
  'POST /api/designacoes/:id/recusar': 'signed-in',
  'POST /api/designacoes/:id/substituir': 'signed-in',
  'POST /api/designacoes/:id/assumir': 'signed-in',
  'POST /api/designacoes/:id/presenca': 'signed-in',
  'GET /api/minha-escala': 'signed-in',
  'PUT /api/minha-escala/preferencias': 'signed-in',
  'POST /api/minha-escala/ical': 'signed-in',
  'GET /api/indisponibilidades': 'signed-in',
  'POST /api/indisponibilidades': 'signed-in',
  'DELETE /api/indisponibilidades/:id': 'signed-in',
  // The books of account: 1, 111 and 11 write; 2 and the economic council (15) read; reopening a month only 1 and 111.
  'GET /api/caixa/contas': 'caixaRead',
  'POST /api/caixa/contas': 'caixaWrite',
  'GET /api/caixa/portadores': 'caixaRead',
  'POST /api/caixa/portadores': 'caixaWrite',
  'PUT /api/caixa/portadores/:id': 'caixaWrite',
  'GET /api/caixa/lancamentos': 'caixaRead',
  'POST /api/caixa/lancamentos': 'caixaWrite',
  'POST /api/caixa/lancamentos/:id/estorno': 'caixaWrite',
  'POST /api/caixa/transferencias': 'caixaWrite',
  'GET /api/caixa/meses': 'caixaRead',
  'POST /api/caixa/meses/:mes/fechar': 'caixaWrite',
  'POST /api/caixa/meses/:mes/reabrir': 'caixaReopen',
  'GET /api/caixa/conciliacao': 'caixaRead',
  'POST /api/caixa/conciliacao': 'caixaWrite',
  'GET /api/caixa/conciliacao/:id': 'caixaRead',
  'POST /api/caixa/conciliacao/:id': 'caixaWrite',
  'GET /api/caixa/relatorios/balancete': 'caixaRead',
  'GET /api/caixa/relatorios/anual': 'caixaRead',
  'GET /api/caixa/relatorios/orcamento': 'caixaRead',
  'GET /api/caixa/relatorios/prestacao': 'caixaRead',
  'PUT /api/caixa/orcamento': 'caixaWrite',
  'GET /api/caixa/repasse': 'caixaRead',
  'PUT /api/caixa/repasse': 'caixaWrite',
  // Marriage files: read by casamentosRead (1, 111, 2, 16), written by casamentosWrite; the interview answers 403 with
  // its own message to a reader who neither writes nor recorded it (the route's rule, beside the capability).
  'GET /api/casamentos': 'casamentosRead',
  'POST /api/casamentos': 'casamentosWrite',
  'GET /api/casamentos/checklist': 'casamentosRead',
  'PUT /api/casamentos/checklist': 'casamentosWrite',
  'GET /api/casamentos/:id': 'casamentosRead',
  'PUT /api/casamentos/:id': 'casamentosWrite',
  'POST /api/casamentos/:id/habilitar': 'casamentosWrite',
  'POST /api/casamentos/:id/cancelar': 'casamentosWrite',
  'POST /api/casamentos/:id/celebrar': 'casamentosWrite',
  'POST /api/casamentos/:id/documentos': 'casamentosWrite',
  'PUT /api/casamentos/:id/documentos/:docId': 'casamentosWrite',
  'DELETE /api/casamentos/:id/documentos/:docId': 'casamentosWrite',
  'GET /api/casamentos/:id/documentos/:docId/arquivo': 'casamentosRead',
  'GET /api/casamentos/:id/entrevista': 'casamentosRead',
  'PUT /api/casamentos/:id/entrevista': 'casamentosWrite',
  'POST /api/casamentos/:id/proclamas': 'casamentosWrite',
  'GET /api/casamentos/:id/proclamas.pdf': 'casamentosRead',
  'POST /api/casamentos/:id/permissoes': 'casamentosWrite',
  'GET /api/casamentos/:id/permissoes/:impedimento.pdf': 'casamentosRead',
  'GET /api/casamentos/:id/notificacao/:conjuge.pdf': 'casamentosRead',
  'POST /api/casamentos/:id/notificacao/:conjuge/enviada': 'casamentosWrite',
  // Between parishes: the parish office (pedidosWrite).
  'GET /api/pedidos': 'pedidosWrite',
  'POST /api/pedidos': 'pedidosWrite',
  'GET /api/pedidos/paroquias': 'pedidosWrite',
  'POST /api/pedidos/:id/atender': 'pedidosWrite',
  'POST /api/pedidos/:id/recusar': 'pedidosWrite',
  'GET /api/anotacoes': 'pedidosWrite',
  'GET /api/anotacoes/pendentes': 'pedidosWrite',
  'POST /api/anotacoes/:id/confirmar': 'pedidosWrite',
  'POST /api/anotacoes/:id/recusar': 'pedidosWrite',
  // The diocese (issue 33): what it is (any signed-in user of its parishes), the offices' reads, the petitions.
  'GET /api/diocese': 'signed-in',
  'GET /api/diocese/paroquias': 'dioceseEconomato',
  'POST /api/diocese/motivo': 'dioceseChancery',
  'GET /api/diocese/batismos': 'dioceseChancery',
  'GET /api/diocese/registros/:id': 'dioceseChancery',
  'GET /api/diocese/estatisticas': 'dioceseStats',
  'GET /api/peticoes': 'peticoesRead',
  'POST /api/peticoes': 'peticoesWrite',
  'GET /api/peticoes/:id': 'peticoesRead',
  'POST /api/peticoes/:id/responder': 'dioceseChancery',
  'POST /api/peticoes/:id/documentos': 'peticoesWrite',
  'GET /api/peticoes/:id/documentos/:docId': 'peticoesRead',
  'GET /api/peticoes/:id/decreto': 'peticoesRead',
  'POST /api/diocese/duplicatas/:ano': 'peticoesWrite',
  'GET /api/diocese/duplicatas': 'peticoesRead',
  'POST /api/diocese/duplicatas/:id/recebida': 'dioceseChancery',
  'GET /api/diocese/duplicatas/:id/pdf': 'peticoesRead',
  // The website's requests (issue 34): read by solicitacoesRead (1, 111, 11: the treasurer may only mark a fee paid on
  // PUT, refused 403 inside for anything else), written by solicitacoesWrite (1, 111).
  'GET /api/solicitacoes': 'solicitacoesRead',
  'GET /api/solicitacoes/config': 'solicitacoesRead',
  'PUT /api/solicitacoes/config': 'solicitacoesWrite',
  'GET /api/solicitacoes/:id': 'solicitacoesRead',
  'PUT /api/solicitacoes/:id': 'solicitacoesRead',
  'GET /api/solicitacoes/:id/arquivos/:campo': 'solicitacoesRead',
  'POST /api/solicitacoes/:id/mensagens': 'solicitacoesWrite',
  'POST /api/solicitacoes/:id/batizar': 'solicitacoesWrite',
  'POST /api/solicitacoes/:id/emitir': 'solicitacoesWrite',
  'GET /api/batismo/datas': 'solicitacoesRead',
  'POST /api/batismo/datas': 'solicitacoesWrite',
  'GET /api/batismo/cursos': 'solicitacoesRead',
  'POST /api/batismo/cursos': 'solicitacoesWrite',
  'GET /api/batismo/cursos/:id': 'solicitacoesRead',
  'PUT /api/batismo/cursos/:id/presencas': 'solicitacoesWrite',
  'GET /api/batismo/cursos/:id/certificados/:participanteId.pdf': 'solicitacoesRead',
};

function sacramentRoutes(): Record<RouteKey, Access> {
  const routes: Record<RouteKey, Access> = { 'GET /api/sacramentos/livros': 'sacramentosRead' };
  for (const tipo of ['batismo', 'crisma', 'matrimonio', 'obito']) {
    const base = `/api/sacramentos/${tipo}`;
    Object.assign(routes, {
      [`GET ${base}`]: 'sacramentosRead',
      [`POST ${base}`]: 'sacramentosWrite',
      [`GET ${base}/:id`]: 'sacramentosRead',
      [`PUT ${base}/:id`]: 'sacramentosWrite',
      [`POST ${base}/:id/anotacoes`]: 'sacramentosWrite',
      [`POST ${base}/:id/anular`]: 'sacramentosWrite',
      [`GET ${base}/:id/historico`]: 'sacramentosRead',
      [`POST ${base}/:id/certidao`]: 'sacramentosWrite',
      // The printed book, whole or one page: by those who keep it.
      [`GET ${base}/livros/:livro/pdf`]: 'sacramentosWrite',
      // Opening the next book and closing the open one.
      [`POST ${base}/livros`]: 'sacramentosWrite',
      [`POST ${base}/livros/:livro/encerrar`]: 'sacramentosWrite',
    });
  }
  // A concluded Crisma class becomes records of the book.
  routes['GET /api/sacramentos/crisma/turmas/:turmaId'] = 'sacramentosWrite';
  routes['POST /api/sacramentos/crisma/turmas/:turmaId'] = 'sacramentosWrite';
  // Who may sign a certificate (the pároco and the vigários).
  routes['GET /api/sacramentos/assinantes'] = 'sacramentosWrite';
  return routes;
}

/** Routes classified above but not called: an event stream never ends under inject (its refusal is covered by deny-by-default). */
const NOT_CALLED = new Set<RouteKey>(['GET /api/chat/stream']);

/** The demo users of São José, one per role the table distinguishes; those marked `create` are made here (the seed has none). */
const USERS: Array<{ user: string; roles: number[]; create?: boolean }> = [
  { user: 'admin', roles: [111] },
  { user: 'secretaria', roles: [1] },
  { user: 'coordenador', roles: [3] },
  { user: 'catequista', roles: [13] },
  { user: 'acolito', roles: [8] },
  { user: 'coord-eucaristia', roles: [7] },
  { user: 'catequista-eucaristia', roles: [12] },
  { user: 'tesoureiro', roles: [11] },
  { user: 'dizimista', roles: [14] },
  { user: 'coord-acolitos', roles: [6] },
  { user: 'pastoral-familiar', roles: [16] },
  { user: 'chancelaria', roles: [20] },
  { user: 'economato', roles: [21] },
  { user: 'gestor.matriz', roles: [2], create: true },
  { user: 'pascom.matriz', roles: [9], create: true },
  { user: 'conselho', roles: [15] },
];

const allowed = (access: Access, roles: number[]) => access === 'signed-in' || roles.some((r) => (PERMISSIONS[access] as readonly number[]).includes(r));

/** A concrete URL for a route pattern: every id that cannot exist. */
const concrete = (url: string) => url.replace(/:rand\b/g, 'naoexiste0000000').replace(/:[A-Za-z_]+/g, '999999');

let t: TestApp;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ paroquia_id: number; password_hash: string }>(
    `SELECT paroquia_id, password_hash FROM users WHERE username = 'secretaria'`,
  );
  const [base] = rows;
  for (const u of USERS.filter((x) => x.create)) {
    await t.db.query(
      `INSERT INTO users (paroquia_id, username, name, password_hash, accepted_photo, timezone, roles) VALUES ($1, $2, $3, $4, 1, 'America/Sao_Paulo', $5)`,
      [base.paroquia_id, u.user, `Teste ${u.user}`, base.password_hash, u.roles],
    );
  }
  for (const u of USERS) cookies.set(u.user, await signIn(t.app, u.user));
}, 120_000);
afterAll(() => t?.close());

function signedInRoutes(): Array<{ key: RouteKey; method: string; url: string; capability: Capability | null }> {
  const seen = new Map<RouteKey, { key: RouteKey; method: string; url: string; capability: Capability | null }>();
  for (const r of t.app.routeTable) {
    if (r.access !== 'signed-in') continue;
    const key = routeKey(r.method, r.url);
    if (!seen.has(key)) seen.set(key, { key, method: key.split(' ')[0], url: r.url, capability: r.capability });
  }
  return [...seen.values()];
}

describe('role matrix', () => {
  it('every signed-in /api route is classified, and the code declares what the table says', () => {
    const routes = signedInRoutes();
    expect(
      routes.filter((r) => !r.url.startsWith('/api/')),
      'only /api routes require a session',
    ).toEqual([]);
    const unclassified = routes.filter((r) => !(r.key in ROUTE_ACCESS)).map((r) => r.key);
    expect(unclassified, 'classify new routes in ROUTE_ACCESS').toEqual([]);
    const gone = Object.keys(ROUTE_ACCESS).filter((k) => !routes.some((r) => r.key === k));
    expect(gone, 'ROUTE_ACCESS names routes the server no longer has').toEqual([]);
    const drift = routes
      .filter((r) => (r.capability ?? 'signed-in') !== ROUTE_ACCESS[r.key])
      .map((r) => `${r.key}: code ${r.capability ?? 'signed-in'}, table ${ROUTE_ACCESS[r.key]}`);
    expect(drift).toEqual([]);
  });

  it('each role gets exactly the access the permission table gives, on every route', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of signedInRoutes()) {
      if (NOT_CALLED.has(route.key)) continue;
      const access = ROUTE_ACCESS[route.key];
      for (const u of USERS) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie: cookies.get(u.user)! },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        calls++;
        const refused = res.statusCode === 401 || (res.statusCode === 403 && res.json().message === MSG.forbidden);
        const expectAllowed = allowed(access, u.roles);
        if (expectAllowed && (refused || res.statusCode >= 500))
          failures.push(`${route.key} as ${u.user} (${u.roles}): expected allowed, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (!expectAllowed && !(res.statusCode === 403 && res.json().message === MSG.forbidden))
          failures.push(`${route.key} as ${u.user} (${u.roles}): expected 403, got ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(600);
  }, 240_000);
});
