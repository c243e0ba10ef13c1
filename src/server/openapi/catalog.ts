/**
 * What each /api route takes and answers, by the shared zod schemas its handler parses with (routes
 * parse by hand, so Fastify cannot tell). The route list itself comes from Fastify's route table (./routes.ts): a route
 * missing here is still documented, only without its shapes. Keys are RouteKey ('METHOD /url').
 */
import type { z } from 'zod';
import * as buckets from '../../shared/schemas/buckets';
import * as chat from '../../shared/schemas/chat';
import * as crisma from '../../shared/schemas/crisma';
import * as dashboard from '../../shared/schemas/dashboard';
import * as inventory from '../../shared/schemas/inventory';
import * as lgpd from '../../shared/schemas/lgpd';
import * as notices from '../../shared/schemas/notices';
import * as notifications from '../../shared/schemas/notifications';
import * as protocols from '../../shared/schemas/protocols';
import * as registers from '../../shared/schemas/registers';
import * as reminders from '../../shared/schemas/reminders';
import * as session from '../../shared/schemas/session';
import type { RouteKey } from '../plugins/access-rules';

type Schema = z.core.$ZodType;

export interface RouteDoc {
  summary: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** How the body travels; JSON unless said. */
  bodyType?: 'json' | 'form' | 'multipart';
  response?: Schema;
  /** The success status; 200 unless said. */
  status?: number;
  /** A success answer that is not JSON (a file, a CSV, an event stream). */
  responseType?: string;
}

/** Every schema module, for naming the components of the document (./document.ts). */
export const SCHEMA_MODULES: Record<string, Record<string, unknown>> = {
  session, notices, notifications, dashboard, registers, inventory, crisma, chat, buckets, protocols, reminders, lgpd,
};

const json = (summary: string, doc: Omit<RouteDoc, 'summary'> = {}): RouteDoc => ({ summary, ...doc });

export const ROUTE_DOCS: Partial<Record<RouteKey, RouteDoc>> = {
  // Session and account (docs/contracts.md)
  'GET /api/config': json('Configuração pública da página (nome do produto, serviços externos)', { response: session.PublicConfig }),
  'GET /api/health': json('Servidor e banco respondendo'),
  'POST /api/login': json('Entrar (também confirma a senha atual de quem já entrou)', { body: session.LoginBody, bodyType: 'form', response: session.LoginResponse }),
  'POST /api/logout': json('Sair: encerra a sessão e apaga o cookie'),
  'GET /api/me': json('O usuário da sessão', { response: session.User }),
  'POST /api/me/avatar': json('Nova foto de perfil (JPEG, PNG ou WEBP, até 5 MB)', { bodyType: 'multipart' }),
  'POST /api/me/password': json('Nova senha (após confirmar a atual)', { body: session.PasswordChangeBody, bodyType: 'form' }),
  'POST /api/me/name': json('Novo nome de exibição', { body: session.NameChangeBody, bodyType: 'form' }),
  'POST /api/me/timezone': json('Fuso horário do usuário (IANA)', { body: session.TimezoneBody }),

  // Notifications and dashboard
  'GET /api/notifications/unread-count': json('Notificações não lidas', { response: notifications.UnreadCount }),
  'GET /api/notifications': json('Últimas notificações', { query: notifications.NotificationListQuery, response: notifications.NotificationList }),
  'POST /api/notifications/mark-all-read': json('Marcar todas como lidas'),
  'POST /api/notifications/delete-all': json('Apagar todas'),
  'GET /api/stats/dashboard': json('Estatísticas do painel (regras 1 e 111; ETag)', { query: dashboard.DashboardQuery, response: dashboard.DashboardStats }),

  // Notices
  'GET /api/feed-posts': json('Avisos da paróquia, página a página', { query: notices.NoticeListQuery, response: notices.NoticeList }),
  'GET /api/feed-posts/:id': json('Um aviso', { params: notices.NoticeParams, response: notices.NoticeResponse }),
  'POST /api/feed-posts': json('Novo aviso (anexo opcional em `anexo`)', { body: notices.CreateNotice, bodyType: 'multipart', response: notices.NoticeResponse, status: 201 }),
  'POST /api/feed-posts/:id': json('Editar aviso (_method=PUT)', { params: notices.NoticeParams, body: notices.UpdateNotice, bodyType: 'multipart', response: notices.NoticeResponse }),
  'DELETE /api/feed-posts/:id': json('Excluir aviso', { params: notices.NoticeParams }),
  'POST /api/feed-posts/:id/views': json('Conta a leitura do usuário', { params: notices.NoticeParams, response: notices.NoticeViews }),
  'GET /api/public/paroquias/:id/feed': json('Avisos publicados, para sites de paróquias (sem login)', { params: notices.PublicFeedParams, query: notices.PublicFeedQuery, response: notices.PublicFeed }),
  'GET /api/public/paroquias/:id/feed/:noticeId/imagem': json('Imagem de um aviso publicado', { params: notices.PublicImageParams, responseType: 'image/*' }),

  // Registers
  'GET /api/registers': json('Registros, com filtros e páginas; para quem só escolhe uma pessoa (Crisma), só id, nome e foto', {
    query: registers.RegisterListQuery,
    response: registers.RegisterListOrPickerResponse,
  }),
  'GET /api/registers/export': json('Registros filtrados em CSV', { query: registers.RegisterListQuery, responseType: 'text/csv' }),
  'GET /api/registers/:id': json('Um registro', { response: registers.RegisterResponse }),
  'POST /api/registers': json('Novo registro (foto opcional em `photo`)', { body: registers.CreateRegister, bodyType: 'multipart', response: registers.RegisterResponse, status: 201 }),
  'POST /api/registers/:id': json('Editar registro', { body: registers.UpdateRegister, bodyType: 'multipart', response: registers.RegisterResponse }),
  'DELETE /api/registers/:id': json('Excluir registro', { response: registers.MessageResponse }),
  'GET /api/registers/:id/attachments': json('Anexos do registro', { response: registers.AttachmentsResponse }),
  'POST /api/registers/:id/attachments': json('Enviar anexos', { bodyType: 'multipart', response: registers.AttachmentsUploadResponse }),
  'DELETE /api/registers/:id/attachments/:attachmentId': json('Remover anexo', { response: registers.MessageResponse }),
  'GET /api/registers/access-log': json('Registro de acessos (LGPD)', { query: lgpd.AccessLogQuery, response: lgpd.AccessLogResponse }),
  'GET /api/registers/access-log/users': json('Quem acessou registros (LGPD)', { response: lgpd.AccessLogUsersResponse }),
  'GET /api/registers/:id/access-log': json('Acessos a um registro (LGPD)', { query: lgpd.AccessLogQuery, response: lgpd.AccessLogResponse }),
  'GET /api/registers/:id/export': json('Dados de um registro para o titular (LGPD)'),
  'GET /api/registers/:id/anonymise': json('O que a anonimização apagaria (LGPD)', { response: lgpd.AnonymisePreviewResponse }),
  'POST /api/registers/:id/anonymise': json('Anonimizar registro (LGPD)', { response: lgpd.AnonymiseResponse }),
  'GET /api/lgpd/retention': json('Prazo de retenção', { response: lgpd.RetentionResponse }),
  'PUT /api/lgpd/retention': json('Alterar prazo de retenção', { body: lgpd.RetentionUpdate, response: lgpd.RetentionResponse }),
  'GET /api/lgpd/retention/due': json('Registros além do prazo', { query: lgpd.RetentionDueQuery, response: lgpd.RetentionDueResponse }),

  // Inventory
  'GET /api/inventory/categories': json('Categorias do inventário', { response: inventory.CategoryList }),
  'GET /api/inventory/entities': json('Comunidades', { response: inventory.CommunityList }),
  'GET /api/inventory/stats': json('Resumo do inventário', { query: inventory.ParishClaim, response: inventory.InventoryStats }),
  'GET /api/inventory': json('Itens do inventário', { query: inventory.InventoryListQuery, response: inventory.InventoryList }),
  'GET /api/inventory/:id': json('Um item', { response: inventory.InventoryItemResponse }),
  'POST /api/inventory': json('Novo item', { body: inventory.CreateItem, bodyType: 'form', response: inventory.InventoryItemResponse, status: 201 }),
  'PUT /api/inventory/:id': json('Editar item', { body: inventory.UpdateItem, response: inventory.InventoryItemResponse }),
  'DELETE /api/inventory/:id': json('Excluir item', { response: inventory.MessageResponse }),

  // Crisma
  'GET /api/turmas/crisma': json('Turmas de Crisma', { response: crisma.ClassList }),
  'GET /api/turmas/crisma/:id': json('Uma turma', { params: crisma.IdParams, response: crisma.ClassResponse }),
  'POST /api/turmas/crisma': json('Nova turma', { body: crisma.ClassCreateBody, bodyType: 'form', response: crisma.ClassResponse, status: 201 }),
  'PUT /api/turmas/crisma/:id': json('Editar turma', { params: crisma.IdParams, body: crisma.ClassUpdateBody, response: crisma.ClassResponse }),
  'DELETE /api/turmas/crisma/:id': json('Excluir turma', { params: crisma.IdParams, response: crisma.OkResponse }),
  'GET /api/crismandos': json('Crismandos de uma turma', { query: crisma.CrismandosQuery, response: crisma.CrismandoList }),
  'POST /api/crismandos/batch': json('Associar crismandos (tudo ou nada)', { body: crisma.EnrolBody, response: crisma.EnrolResponse }),
  'POST /api/crismandos/transfer': json('Transferir crismandos de turma', { body: crisma.TransferBody, response: crisma.EnrolResponse }),
  'GET /api/catequistas/crisma': json('Catequistas de Crisma', { query: crisma.CatechistListQuery, response: crisma.CatechistList }),
  'GET /api/catequistas/crisma/:id': json('Um catequista', { params: crisma.IdParams, response: crisma.CatechistResponse }),
  'POST /api/catequistas/crisma': json('Novo catequista', { body: crisma.CatechistCreateBody, bodyType: 'form', response: crisma.CatechistResponse, status: 201 }),
  'PUT /api/catequistas/crisma/:id': json('Editar catequista', { params: crisma.IdParams, body: crisma.CatechistUpdateBody, response: crisma.CatechistResponse }),
  'DELETE /api/catequistas/crisma/:id': json('Excluir catequista', { params: crisma.IdParams, response: crisma.OkResponse }),

  // Chat
  'GET /api/chat/users': json('Pessoas da paróquia para conversar', { query: chat.ChatUsersQuery, response: chat.ChatUsersPage }),
  'GET /api/messages/conversation/:id': json('Conversa com uma pessoa', { params: chat.OtherParams, query: chat.ConversationQuery, response: chat.Conversation }),
  'POST /api/messages/mark-conversation-read': json('Marcar conversa como lida', { body: chat.OtherBody, response: chat.MarkReadResult }),
  'POST /api/messages/send': json('Enviar mensagem', { body: chat.SendMessage, response: chat.Message }),
  'POST /api/chat/presence/set': json('Estou nesta conversa', { body: chat.OtherBody, response: chat.Ok }),
  'GET /api/chat/presence/state/:id': json('Presença na conversa', { params: chat.OtherParams, response: chat.PresenceState }),
  'POST /api/chat/presence/clear': json('Saí da conversa', { response: chat.Ok }),
  'GET /api/chat/stream': json('Mensagens e presença em tempo real (server-sent events)', { responseType: 'text/event-stream' }),

  // Buckets
  'GET /api/buckets': json('Buckets do usuário', { response: buckets.BucketList }),
  'POST /api/buckets/create': json('Novo bucket', { body: buckets.CreateBucket, response: buckets.CreateBucketResponse, status: 201 }),
  'GET /api/buckets/:rand': json('Um bucket', { params: buckets.BucketParams, response: buckets.Bucket }),
  'GET /api/buckets/:rand/files': json('Arquivos do bucket', { params: buckets.BucketParams, response: buckets.BucketFileList }),
  'GET /api/buckets/:rand/files/:fileId': json('Baixar arquivo', { params: buckets.BucketFileParams, responseType: 'application/octet-stream' }),
  'POST /api/buckets/:rand/upload': json('Enviar arquivo (limite de 1 GB por bucket)', { params: buckets.BucketParams, bodyType: 'multipart', response: buckets.BucketFile, status: 201 }),
  'DELETE /api/buckets/:rand/files/:fileId': json('Excluir arquivo', { params: buckets.BucketFileParams, response: buckets.OkResponse }),
  'DELETE /api/buckets/:rand': json('Excluir bucket', { params: buckets.BucketParams, response: buckets.OkResponse }),

  // Protocols and reminders
  'GET /api/protocols/me': json('Meus protocolos', { response: protocols.ProtocolItems }),
  'GET /api/protocols': json('Protocolos da paróquia', { query: protocols.ParishProtocolsQuery, response: protocols.ProtocolPage }),
  'POST /api/protocols': json('Novo protocolo', { body: protocols.CreateProtocol, response: protocols.ProtocolResponse, status: 201 }),
  'POST /api/protocols/:id/files': json('Anexos do protocolo', { params: protocols.ProtocolParams, bodyType: 'multipart', response: protocols.ProtocolFilesResponse, status: 201 }),
  'DELETE /api/protocols/:id': json('Excluir protocolo (até 24 h)', { params: protocols.ProtocolParams, response: protocols.MessageResponse }),
  'POST /api/protocols/:id/status': json('Decisão sobre o protocolo', { params: protocols.ProtocolParams, body: protocols.ProtocolStatusChange, response: protocols.ProtocolResponse }),
  'GET /api/reminders': json('Lembretes', { query: reminders.ReminderListQuery, response: reminders.ReminderItems }),
  'POST /api/reminders': json('Novo lembrete', { body: reminders.ReminderBody, response: reminders.ReminderResponse, status: 201 }),
  'PUT /api/reminders/:id': json('Editar lembrete', { params: reminders.ReminderParams, body: reminders.ReminderBody, response: reminders.ReminderResponse }),
  'POST /api/reminders/:id/concluir': json('Concluir lembrete', { params: reminders.ReminderParams, response: reminders.ReminderResponse }),
  'POST /api/reminders/:id/snooze': json('Adiar lembrete', { params: reminders.ReminderParams, body: reminders.SnoozeBody, response: reminders.ReminderResponse }),
  'DELETE /api/reminders/:id': json('Excluir lembrete', { params: reminders.ReminderParams }),
};
