/**
 * The specification's calls, sent as its section on calls writes them (docs/spec-calls.md): method,
 * path, query names, encoding and field names, by a role the permission table allows, and the answer
 * checked against the shared schema the client parses it with plus the names the specification gives
 * (data, data.data, meta, item.id...). CALLS below is the one table of what is sent; the last test
 * reads the specification and fails on any call, query name, field, encoding or header it lists that
 * the table does not send.
 */
import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BucketFile, BucketFileList, BucketList, Bucket, CreateBucketResponse, OkResponse } from '../../shared/schemas/buckets';
import { ChatUsersPage, Conversation, MarkReadResult, Message, Ok, PinResult, PresenceState } from '../../shared/schemas/chat';
import { CatechistList, CatechistResponse, ClassList, ClassResponse, CrismandoList, EnrolResponse } from '../../shared/schemas/catechesis';
import { DashboardStats } from '../../shared/schemas/dashboard';
import { CategoryList, CommunityList, InventoryItemResponse, InventoryList, InventoryStats, MessageResponse } from '../../shared/schemas/inventory';
import { NoticeList, NoticeResponse } from '../../shared/schemas/notices';
import { NotificationList, UnreadCount } from '../../shared/schemas/notifications';
import { ProtocolFilesResponse, ProtocolItems, ProtocolResponse } from '../../shared/schemas/protocols';
import {
  AttachmentsResponse,
  AttachmentsUploadResponse,
  REGISTER_FIELDS,
  RegisterListResponse,
  RegisterPickerResponse,
  RegisterResponse,
} from '../../shared/schemas/registers';
import { ReminderItems, ReminderResponse } from '../../shared/schemas/reminders';
import { LoginResponse, User } from '../../shared/schemas/session';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../test/app';
import { multipart, PDF_HEADER, PNG_1PX } from '../test/files';
import { sessionCookieOf, signIn } from '../test/http';
import { specCalls, type Encoding } from './spec-calls';

type Who = 'anyone' | 'admin' | 'secretaria' | 'coordenador' | 'catequista' | 'acolito' | 'novato' | 'semfoto';
type FilePart = { name: string; filename: string; type: string; data: Buffer };

interface Request {
  /** Path template as the specification writes it; {name} filled from `params`. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  form?: Record<string, string>;
  json?: Record<string, unknown>;
  multipart?: Record<string, string | FilePart | FilePart[]>;
  headers?: Record<string, string>;
}

interface Call {
  /** 'METHOD /path' as the specification writes it. */
  call: string;
  /** What this sending shows when one call is sent more than once. */
  variant?: string;
  as: Who;
  send: () => Request;
  status?: number;
  /** The shared schema the client parses the answer with. */
  shape?: z.ZodType;
  /** Paths the specification names in the answer ('data.items', 'item.id'). */
  named?: string[];
  /** Keeps what later calls need. */
  then?: (body: unknown, res: LightMyRequestResponse) => void;
}

let t: TestApp;
const cookies = new Map<Who, string>();
// What the calls create and later calls use.
const ctx: Record<string, string | number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'secretaria', 'coordenador', 'catequista', 'acolito', 'novato', 'semfoto'] as const) cookies.set(who, await signIn(t.app, who));
  const ids = await t.db.query<{ username: string; id: number }>("SELECT username, id FROM users WHERE username IN ('admin', 'acolito')");
  for (const row of ids.rows) ctx[`${row.username}Id`] = row.id;
});
afterAll(() => t?.close());

const png = (filename = 'foto.png'): FilePart => ({ name: '', filename, type: 'image/png', data: PNG_1PX });
const pdf = (filename = 'documento.pdf'): FilePart => ({ name: '', filename, type: 'application/pdf', data: PDF_HEADER });
const soon = () => new Date(t.clock.now().getTime() + 86_400_000).toISOString();
const registerFields = (name: string): Record<string, string> => ({
  ...Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])),
  name,
  born_date: '2008-03-02',
  phone: '19987654321',
  civil_status: '1',
  status: '0',
});
const itemFields = () => ({
  item: 'Castiçal',
  category_id: String(ctx.categoryId),
  category: String(ctx.categoryId),
  ent_id: String(ctx.entId),
  description: 'Par de castiçais',
  qntd_distributed: '2',
});

/** The table: every call of the specification, in an order where each finds what it needs. */
const CALLS: Call[] = [
  // Session
  {
    call: 'POST /api/login',
    variant: 'form',
    as: 'anyone',
    send: () => ({ path: '/api/login', form: { user: 'acolito', password: DEMO_PASSWORD, remember: '1' } }),
    shape: LoginResponse,
  },
  {
    call: 'GET /api/me',
    as: 'acolito',
    send: () => ({ path: '/api/me', headers: { accept: 'application/json' } }),
    shape: User,
    named: ['id', 'user', 'name', 'roles', 'paroquia.name'],
    then: (b) => (ctx.logo = kept(b, 'paroquia.logo')),
  },
  { call: 'POST /api/logout', as: 'anyone', send: () => ({ path: '/api/logout' }) },
  // Account
  {
    call: 'POST /api/me/avatar',
    as: 'semfoto',
    send: () => ({ path: '/api/me/avatar', multipart: { avatar: png('eu.png') } }),
    then: (b) => (ctx.avatar = kept(b, 'avatar')),
  },
  {
    call: 'POST /api/login',
    variant: 'JSON, verifying the current password',
    as: 'novato',
    send: () => ({ path: '/api/login', json: { user: 'novato', password: DEMO_PASSWORD, remember: false } }),
    shape: LoginResponse,
    named: ['require_password_change'],
  },
  {
    call: 'POST /api/me/password',
    as: 'novato',
    send: () => ({ path: '/api/me/password', form: { new_password: 'NovaSenha2027', confirm_password: 'NovaSenha2027' } }),
    named: ['message'],
  },
  { call: 'POST /api/me/name', as: 'acolito', send: () => ({ path: '/api/me/name', form: { name: 'Lucas Henrique Oliveira' } }), named: ['message'] },
  { call: 'POST /api/me/timezone', as: 'acolito', send: () => ({ path: '/api/me/timezone', json: { timezone: 'America/Sao_Paulo' } }), named: ['message'] },
  // Dashboard
  {
    call: 'GET /api/stats/dashboard',
    as: 'admin',
    send: () => ({ path: '/api/stats/dashboard', query: { months: 12 } }),
    shape: DashboardStats,
    named: ['counters', 'campaign', 'accesses', 'acolytes', 'registrations'],
    then: (_b, res) => expect(res.headers.etag).toBeTruthy(),
  },
  // Protocols
  {
    call: 'POST /api/protocols',
    as: 'acolito',
    status: 201,
    send: () => ({ path: '/api/protocols', json: { description: 'Certidão de batismo' } }),
    shape: ProtocolResponse,
    named: ['item.id', 'item.code'],
    then: (b) => (ctx.protocolId = kept(b, 'item.id')),
  },
  {
    call: 'POST /api/protocols/{id}/files',
    as: 'acolito',
    status: 201,
    send: () => ({ path: '/api/protocols/{id}/files', params: { id: ctx.protocolId }, multipart: { 'files[]': [pdf()] } }),
    shape: ProtocolFilesResponse,
    named: ['files'],
  },
  { call: 'GET /api/protocols/me', as: 'acolito', send: () => ({ path: '/api/protocols/me' }), shape: ProtocolItems, named: ['items'] },
  { call: 'DELETE /api/protocols/{id}', as: 'acolito', send: () => ({ path: '/api/protocols/{id}', params: { id: ctx.protocolId } }) },
  // Reminders
  {
    call: 'POST /api/reminders',
    as: 'acolito',
    status: 201,
    send: () => ({ path: '/api/reminders', json: { descricao: 'Ensaio', data_hora: '2030-05-01T19:30:00-03:00', repeat: 'weekly', pref_email: true } }),
    shape: ReminderResponse,
    then: (b) => (ctx.reminderId = kept(b, 'item.id')),
  },
  {
    call: 'PUT /api/reminders/{id}',
    as: 'acolito',
    send: () => ({
      path: '/api/reminders/{id}',
      params: { id: ctx.reminderId },
      json: { descricao: 'Ensaio geral', data_hora: '2030-05-01T20:00:00-03:00', repeat: 'none', pref_email: false },
    }),
    shape: ReminderResponse,
  },
  {
    call: 'POST /api/reminders/{id}/snooze',
    as: 'acolito',
    send: () => ({ path: '/api/reminders/{id}/snooze', params: { id: ctx.reminderId }, json: { minutes: 10 } }),
    shape: ReminderResponse,
  },
  {
    call: 'POST /api/reminders/{id}/concluir',
    as: 'acolito',
    send: () => ({ path: '/api/reminders/{id}/concluir', params: { id: ctx.reminderId } }),
    shape: ReminderResponse,
  },
  {
    call: 'GET /api/reminders',
    variant: 'concluido',
    as: 'acolito',
    send: () => ({ path: '/api/reminders', query: { status: 'concluido' } }),
    shape: ReminderItems,
    named: ['items'],
  },
  { call: 'DELETE /api/reminders/{id}', as: 'acolito', send: () => ({ path: '/api/reminders/{id}', params: { id: ctx.reminderId } }) },
  // Chat
  { call: 'GET /api/chat/users', as: 'acolito', send: () => ({ path: '/api/chat/users', query: { limit: 8, offset: 0, q: 'an' } }), shape: ChatUsersPage },
  { call: 'POST /api/chat/pin', as: 'acolito', send: () => ({ path: '/api/chat/pin', json: { user_id: ctx.adminId } }), shape: PinResult },
  { call: 'POST /api/chat/unpin', as: 'acolito', send: () => ({ path: '/api/chat/unpin', json: { user_id: ctx.adminId } }), shape: PinResult },
  {
    call: 'POST /api/messages/send',
    as: 'acolito',
    send: () => ({ path: '/api/messages/send', json: { receiver_id: ctx.adminId, message: 'Bom dia, padre!' } }),
    shape: Message,
    named: ['id', 'sender_id', 'receiver_id', 'message'],
  },
  {
    call: 'GET /api/messages/conversation/{id}',
    as: 'admin',
    send: () => ({ path: '/api/messages/conversation/{id}', params: { id: ctx.acolitoId }, query: { limit: 200 } }),
    shape: Conversation,
    named: ['items'],
  },
  {
    call: 'POST /api/messages/mark-conversation-read',
    as: 'admin',
    send: () => ({ path: '/api/messages/mark-conversation-read', json: { other_id: ctx.acolitoId } }),
    shape: MarkReadResult,
  },
  { call: 'POST /api/chat/presence/set', as: 'admin', send: () => ({ path: '/api/chat/presence/set', json: { other_id: ctx.acolitoId } }), shape: Ok },
  {
    call: 'GET /api/chat/presence/state/{id}',
    as: 'admin',
    send: () => ({ path: '/api/chat/presence/state/{id}', params: { id: ctx.acolitoId } }),
    shape: PresenceState,
    named: ['both_chatting', 'other_last_seen'],
  },
  { call: 'POST /api/chat/presence/clear', as: 'admin', send: () => ({ path: '/api/chat/presence/clear' }), shape: Ok },
  // Buckets
  {
    call: 'POST /api/buckets/create',
    as: 'acolito',
    status: 201,
    send: () => ({ path: '/api/buckets/create', json: { name: 'Fotos da festa', regiao: 1 } }),
    shape: CreateBucketResponse,
    named: ['rand'],
    then: (b) => (ctx.rand = kept(b, 'rand')),
  },
  { call: 'GET /api/buckets', as: 'acolito', send: () => ({ path: '/api/buckets' }), shape: BucketList },
  { call: 'GET /api/buckets/{rand}', as: 'acolito', send: () => ({ path: '/api/buckets/{rand}', params: { rand: ctx.rand } }), shape: Bucket },
  {
    call: 'POST /api/buckets/{rand}/upload',
    as: 'acolito',
    status: 201,
    send: () => ({ path: '/api/buckets/{rand}/upload', params: { rand: ctx.rand }, multipart: { file: png('festa.png') } }),
    shape: BucketFile,
    then: (b) => (ctx.bucketFileId = kept(b, 'id')),
  },
  {
    call: 'GET /api/buckets/{rand}/files',
    as: 'acolito',
    send: () => ({ path: '/api/buckets/{rand}/files', params: { rand: ctx.rand } }),
    shape: BucketFileList,
  },
  {
    call: 'DELETE /api/buckets/{rand}/files/{fileId}',
    as: 'acolito',
    send: () => ({ path: '/api/buckets/{rand}/files/{fileId}', params: { rand: ctx.rand, fileId: ctx.bucketFileId } }),
    shape: OkResponse,
  },
  { call: 'DELETE /api/buckets/{rand}', as: 'acolito', send: () => ({ path: '/api/buckets/{rand}', params: { rand: ctx.rand } }), shape: OkResponse },
  // Notices
  {
    call: 'POST /api/feed-posts',
    as: 'secretaria',
    status: 201,
    send: () => ({
      path: '/api/feed-posts',
      multipart: { title: 'Quermesse', legend: 'Sábado', level_importance: '1', send_at: '', anexo: png('cartaz.png') },
    }),
    shape: NoticeResponse,
    named: ['data.id', 'data.anexo'],
    then: (b) => Object.assign(ctx, { noticeId: kept(b, 'data.id'), anexoUrl: kept(b, 'data.anexo_url') }),
  },
  {
    call: 'GET /api/feed-posts',
    as: 'acolito',
    send: () => ({ path: '/api/feed-posts', query: { page: 1, per_page: 10, q: 'Quermesse', level: 1, has_attachment: 1 } }),
    shape: NoticeList,
    named: ['data.items', 'data.total', 'data.last_page'],
    then: (b) => expect(valueAt(b, 'data.items.0.id')).toBe(ctx.noticeId),
  },
  {
    call: 'GET /api/feed-posts/{id}',
    as: 'acolito',
    send: () => ({ path: '/api/feed-posts/{id}', params: { id: ctx.noticeId } }),
    shape: NoticeResponse,
    named: ['data.title', 'data.legend', 'data.level_importance', 'data.send_at', 'data.anexo'],
  },
  { call: 'HEAD {anexo_url}', as: 'acolito', send: () => ({ path: '{anexo_url}', params: { anexo_url: ctx.anexoUrl } }) },
  { call: 'GET /uploads/feed/{file}', as: 'acolito', send: () => ({ path: '/uploads/feed/{file}', params: { file: fileOf(ctx.anexoUrl) } }) },
  {
    call: 'POST /api/feed-posts/{id}',
    variant: 'new attachment',
    as: 'secretaria',
    send: () => ({
      path: '/api/feed-posts/{id}',
      params: { id: ctx.noticeId },
      multipart: { _method: 'PUT', title: 'Quermesse', legend: 'Sábado às 18h', level_importance: '2', send_at: soon(), anexo: pdf('programa.pdf') },
    }),
    shape: NoticeResponse,
  },
  {
    call: 'POST /api/feed-posts/{id}',
    variant: 'remove_anexo=1',
    as: 'secretaria',
    send: () => ({
      path: '/api/feed-posts/{id}',
      params: { id: ctx.noticeId },
      multipart: { _method: 'PUT', title: 'Quermesse', legend: 'Sábado às 18h', level_importance: '2', send_at: '', remove_anexo: '1' },
    }),
    shape: NoticeResponse,
    then: (b) => expect(valueAt(b, 'data.anexo')).toBeNull(),
  },
  { call: 'DELETE /api/feed-posts/{id}', as: 'secretaria', send: () => ({ path: '/api/feed-posts/{id}', params: { id: ctx.noticeId } }) },
  // Notifications
  {
    call: 'GET /api/notifications/unread-count',
    as: 'acolito',
    send: () => ({ path: '/api/notifications/unread-count' }),
    shape: UnreadCount,
    named: ['data.count'],
  },
  {
    call: 'GET /api/notifications',
    variant: 'limit=1',
    as: 'acolito',
    send: () => ({ path: '/api/notifications', query: { limit: 1 } }),
    shape: NotificationList,
  },
  {
    call: 'GET /api/notifications',
    variant: 'limit=20',
    as: 'acolito',
    send: () => ({ path: '/api/notifications', query: { limit: 20 } }),
    shape: NotificationList,
  },
  { call: 'POST /api/notifications/mark-all-read', as: 'acolito', send: () => ({ path: '/api/notifications/mark-all-read' }) },
  { call: 'POST /api/notifications/delete-all', as: 'acolito', send: () => ({ path: '/api/notifications/delete-all' }) },
  // Registers
  ...['Bento Carvalho', 'Clara Nogueira', 'Davi Rezende'].map((name, i): Call => ({
    call: 'POST /api/registers',
    variant: name,
    as: 'secretaria',
    status: 201,
    send: () => ({ path: '/api/registers', multipart: { ...registerFields(name), photo: png() } }),
    shape: RegisterResponse,
    named: ['data.id'],
    then: (b) => (ctx[`register${i}`] = kept(b, 'data.id')),
  })),
  {
    call: 'POST /api/registers/{id}',
    as: 'secretaria',
    send: () => ({
      path: '/api/registers/{id}',
      params: { id: ctx.register0 },
      multipart: { ...registerFields('Bento Carvalho Filho'), _method: 'PUT', photo: png('nova.png') },
    }),
    shape: RegisterResponse,
    then: (b) => (ctx.photo = kept(b, 'data.photo')),
  },
  {
    call: 'GET /api/registers',
    as: 'secretaria',
    send: () => ({
      path: '/api/registers',
      query: { q: 'Bento', civil_status: 1, work_state: '', race: '', city: '', home_situation: '', limit: 12, page: 1 },
    }),
    shape: RegisterListResponse,
    named: ['data.data', 'data.meta'],
    then: (b) => expect(valueAt(b, 'data.data.0.id')).toBe(ctx.register0),
  },
  {
    call: 'GET /api/registers',
    variant: 'the picker (q, limit, page)',
    as: 'coordenador',
    send: () => ({ path: '/api/registers', query: { q: 'Clara Nogueira', limit: 50, page: 1 } }),
    shape: RegisterPickerResponse,
    named: ['data.data', 'data.meta'],
    then: (b) => expect(Object.keys(valueAt(b, 'data.data.0') as object).sort()).toEqual(['id', 'name', 'photo']),
  },
  { call: 'GET /api/registers/{id}', as: 'secretaria', send: () => ({ path: '/api/registers/{id}', params: { id: ctx.register0 } }), shape: RegisterResponse },
  {
    call: 'POST /api/registers/{id}/attachments',
    as: 'secretaria',
    send: () => ({ path: '/api/registers/{id}/attachments', params: { id: ctx.register0 }, multipart: { 'files[]': [pdf('rg.pdf'), png('comprovante.png')] } }),
    shape: AttachmentsUploadResponse,
    named: ['items'],
    then: (b) => Object.assign(ctx, { attachmentId: kept(b, 'items.0.id'), attachmentUrl: kept(b, 'items.0.url') }),
  },
  {
    call: 'GET /api/registers/{id}/attachments',
    as: 'secretaria',
    send: () => ({ path: '/api/registers/{id}/attachments', params: { id: ctx.register0 } }),
    shape: AttachmentsResponse,
  },
  {
    call: 'GET /uploads/anexos_registers/{file}',
    as: 'secretaria',
    send: () => ({ path: '/uploads/anexos_registers/{file}', params: { file: fileOf(ctx.attachmentUrl) } }),
  },
  {
    call: 'GET /uploads/registers/{file}',
    as: 'coordenador',
    send: () => ({ path: '/uploads/registers/{file}', params: { file: fileOf(ctx.photo) } }),
  },
  {
    call: 'DELETE /api/registers/{id}/attachments/{attachmentId}',
    as: 'secretaria',
    send: () => ({ path: '/api/registers/{id}/attachments/{attachmentId}', params: { id: ctx.register0, attachmentId: ctx.attachmentId } }),
  },
  // Inventory
  {
    call: 'GET /api/inventory/categories',
    as: 'acolito',
    send: () => ({ path: '/api/inventory/categories' }),
    shape: CategoryList,
    then: (b) => (ctx.categoryId = kept(b, 'data.0.id')),
  },
  {
    call: 'GET /api/inventory/entities',
    as: 'acolito',
    send: () => ({ path: '/api/inventory/entities' }),
    shape: CommunityList,
    then: (b) => (ctx.entId = kept(b, 'data.0.ent_id')),
  },
  {
    call: 'POST /api/inventory',
    as: 'secretaria',
    status: 201,
    send: () => ({ path: '/api/inventory', multipart: itemFields(), headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } }),
    shape: InventoryItemResponse,
    then: (b) => (ctx.itemId = kept(b, 'data.i_id')),
  },
  {
    call: 'GET /api/inventory',
    as: 'acolito',
    send: () => ({
      path: '/api/inventory',
      query: { q: 'Castiçal', category_id: ctx.categoryId, ent_id: ctx.entId, limit: 12, page: 1, paroquia_id: ctx.paroquiaId ?? '' },
    }),
    shape: InventoryList,
    named: ['data.data', 'data.meta'],
  },
  { call: 'GET /api/inventory/stats', as: 'acolito', send: () => ({ path: '/api/inventory/stats', query: { paroquia_id: '' } }), shape: InventoryStats },
  { call: 'GET /api/inventory/{id}', as: 'acolito', send: () => ({ path: '/api/inventory/{id}', params: { id: ctx.itemId } }), shape: InventoryItemResponse },
  {
    call: 'PUT /api/inventory/{id}',
    as: 'secretaria',
    send: () => ({ path: '/api/inventory/{id}', params: { id: ctx.itemId }, json: { ...itemFields(), qntd_distributed: 3 } }),
    shape: InventoryItemResponse,
  },
  { call: 'DELETE /api/inventory/{id}', as: 'secretaria', send: () => ({ path: '/api/inventory/{id}', params: { id: ctx.itemId } }), shape: MessageResponse },
  // Catechists
  ...[1, 2].map((i): Call => ({
    call: 'POST /api/catequistas/crisma',
    variant: `register ${i}`,
    as: 'coordenador',
    status: 201,
    send: () => ({ path: '/api/catequistas/crisma', form: { register_id: String(ctx[`register${i}`]), ent_id: String(ctx.entId), status: '1' } }),
    shape: CatechistResponse,
    named: ['item.id'],
    then: (b) => (ctx[`catechist${i}`] = kept(b, 'item.id')),
  })),
  {
    call: 'GET /api/catequistas/crisma',
    as: 'catequista',
    send: () => ({ path: '/api/catequistas/crisma', query: { q: 'Clara', status: 1, ent_id: ctx.entId, limit: 12, page: 1 } }),
    shape: CatechistList,
    named: ['data', 'meta'],
  },
  // The classes below are taught by the catechist linked to the demo account 'catequista': a catechist reads only those.
  {
    call: 'GET /api/catequistas/crisma',
    variant: 'the dropdown, limit=1000',
    as: 'catequista',
    send: () => ({ path: '/api/catequistas/crisma', query: { limit: 1000 } }),
    shape: CatechistList,
    then: (b) => (ctx.taught = (valueAt(b, 'data') as Array<{ id: number; user_login: string | null }>).find((k) => k.user_login === 'catequista')!.id),
  },
  {
    call: 'GET /api/catequistas/crisma/{id}',
    as: 'catequista',
    send: () => ({ path: '/api/catequistas/crisma/{id}', params: { id: ctx.catechist1 } }),
    shape: CatechistResponse,
  },
  {
    call: 'PUT /api/catequistas/crisma/{id}',
    as: 'coordenador',
    send: () => ({ path: '/api/catequistas/crisma/{id}', params: { id: ctx.catechist2 }, json: { ent_id: ctx.entId, status: 2 } }),
    shape: CatechistResponse,
  },
  { call: 'DELETE /api/catequistas/crisma/{id}', as: 'coordenador', send: () => ({ path: '/api/catequistas/crisma/{id}', params: { id: ctx.catechist2 } }) },
  // Crisma classes and students
  ...['A', 'B'].map((name): Call => ({
    call: 'POST /api/turmas/crisma',
    variant: `Turma ${name}`,
    as: 'coordenador',
    status: 201,
    send: () => ({
      path: '/api/turmas/crisma',
      form: { turma: `Turma ${name} 2027`, tutor: String(ctx.taught), inicio: '2027-02-01', termino: '2027-11-30', status: '1' },
    }),
    shape: ClassResponse,
    named: ['item.id'],
    then: (b) => (ctx[`class${name}`] = kept(b, 'item.id')),
  })),
  { call: 'GET /api/turmas/crisma', as: 'catequista', send: () => ({ path: '/api/turmas/crisma' }), shape: ClassList },
  {
    call: 'GET /api/turmas/crisma/{id}',
    as: 'catequista',
    send: () => ({ path: '/api/turmas/crisma/{id}', params: { id: ctx.classA } }),
    shape: ClassResponse,
  },
  {
    call: 'PUT /api/turmas/crisma/{id}',
    as: 'coordenador',
    send: () => ({
      path: '/api/turmas/crisma/{id}',
      params: { id: ctx.classA },
      json: { turma: 'Turma A 2027', tutor: ctx.taught, inicio: '2027-02-01', termino: '2027-12-05', status: 2 },
    }),
    shape: ClassResponse,
  },
  {
    call: 'POST /api/crismandos/batch',
    as: 'coordenador',
    send: () => ({ path: '/api/crismandos/batch', json: { turma_id: ctx.classA, items: [{ register_id: ctx.register0, batizado: 1 }] } }),
    shape: EnrolResponse,
  },
  {
    call: 'POST /api/crismandos/transfer',
    as: 'coordenador',
    send: () => ({ path: '/api/crismandos/transfer', json: { from_turma_id: ctx.classA, to_turma_id: ctx.classB, register_ids: [ctx.register0] } }),
  },
  {
    call: 'GET /api/crismandos',
    as: 'catequista',
    send: () => ({ path: '/api/crismandos', query: { turma_id: ctx.classB } }),
    shape: CrismandoList,
    named: ['meta.total'],
    then: (b) => expect((valueAt(b, 'data') as Array<{ register_id: number }>).map((s) => s.register_id)).toEqual([ctx.register0]),
  },
  // Static files
  { call: 'GET /uploads/avatars/{file}', as: 'acolito', send: () => ({ path: '/uploads/avatars/{file}', params: { file: fileOf(ctx.avatar) } }) },
  { call: 'GET /uploads/paroquias/{file}', as: 'anyone', send: () => ({ path: '/uploads/paroquias/{file}', params: { file: fileOf(ctx.logo) } }) },
];

interface Sent {
  key: string;
  query: string[];
  fields: string[];
  encoding: Encoding | null;
  headers: string[];
}
const sent: Sent[] = [];

function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${template}: no value for {${name}}`);
    return name === 'anexo_url' ? String(params[name]) : encodeURIComponent(String(params[name]));
  });
}

async function send(c: Call): Promise<LightMyRequestResponse> {
  const r = c.send();
  const method = c.call.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  const query = r.query ? `?${new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, String(v)]))}` : '';
  const headers: Record<string, string> = { ...r.headers };
  const cookie = cookies.get(c.as);
  if (cookie) headers.cookie = cookie;
  let payload: string | Buffer | undefined;
  let encoding: Encoding | null = null;
  let fields: string[] = [];
  if (r.form) {
    [encoding, fields, payload] = ['form', Object.keys(r.form), new URLSearchParams(r.form).toString()];
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (r.json) {
    [encoding, fields, payload] = ['json', Object.keys(r.json), JSON.stringify(r.json)];
    headers['content-type'] = 'application/json';
  } else if (r.multipart) {
    const parts = Object.entries(r.multipart).flatMap(([name, value]): Array<{ name: string; value: string } | FilePart> =>
      typeof value === 'string' ? [{ name, value }] : [value].flat().map((file) => ({ ...file, name })),
    );
    const body = multipart(parts);
    [encoding, fields, payload] = ['multipart', Object.keys(r.multipart), body.payload];
    Object.assign(headers, body.headers);
  }
  sent.push({ key: c.call, query: Object.keys(r.query ?? {}), fields, encoding, headers: Object.keys(r.headers ?? {}) });
  return t.app.inject({ method, url: `${fill(r.path, r.params)}${query}`, headers, payload });
}

function valueAt(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), body);
}

/** An id or a URL of an answer, kept for later calls: the test fails here when the answer does not hold one. */
function kept(body: unknown, path: string): string | number {
  const value = valueAt(body, path);
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`no ${path} in ${JSON.stringify(body)?.slice(0, 200)}`);
  return value;
}

/** The file name at the end of an upload's URL. */
const fileOf = (url: string | number | undefined) => String(url).split('/').pop()!;

describe('the specification’s calls, as written', () => {
  for (const c of CALLS) {
    it(`${c.call}${c.variant ? ` (${c.variant})` : ''} as ${c.as}`, async () => {
      const res = await send(c);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(c.status ?? 200);
      const body = res.body && res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : undefined;
      if (c.shape) c.shape.parse(body);
      for (const path of c.named ?? []) expect(valueAt(body, path), path).not.toBeUndefined();
      c.then?.(body, res);
      // A new sign-in replaces the cookie this role uses from here on.
      const renewed = sessionCookieOf(res);
      if (renewed && c.as !== 'anyone') cookies.set(c.as, renewed);
    });
  }

  it('sends every call the specification lists, with its query names, fields, encodings and headers', () => {
    const spec = specCalls(readFileSync(new URL('../../../docs/spec-calls.md', import.meta.url), 'utf8'));
    expect(spec.length).toBeGreaterThan(70);
    const missing: string[] = [];
    for (const call of spec) {
      const mine = sent.filter((s) => s.key === call.key);
      if (!mine.length) {
        missing.push(`${call.key}: not sent`);
        continue;
      }
      for (const q of call.query) if (!mine.some((s) => s.query.includes(q))) missing.push(`${call.key}: query ${q}`);
      for (const f of call.fields) if (!mine.some((s) => s.fields.includes(f))) missing.push(`${call.key}: field ${f}`);
      for (const e of call.encodings) if (!mine.some((s) => s.encoding === e)) missing.push(`${call.key}: as ${e}`);
      if (call.methodPut && !mine.some((s) => s.fields.includes('_method'))) missing.push(`${call.key}: _method=PUT`);
      for (const h of call.headers) if (!mine.every((s) => s.headers.includes(h))) missing.push(`${call.key}: header ${h}`);
    }
    expect(missing).toEqual([]);
    // And nothing is sent that the specification does not list.
    expect(CALLS.map((c) => c.call).filter((key) => !spec.some((s) => s.key === key))).toEqual([]);
  });
});
