import { SYSTEM_ADMIN } from '../roles';
import { AccountFields, NewPassword, Username } from './accounts';
import { ListMeta, PageQuery, z } from './zod';

/** /usuarios (roles 1 and 111): the parish's accounts, their invitations, blocks, passwords and audit (issue 28). */

export const USERS_MSG = {
  notFound: 'Conta não encontrada.',
  created: 'Conta criada.',
  createdInvited: 'Conta criada. O convite foi enviado por e-mail.',
  updated: 'Conta atualizada.',
  blocked: 'Conta bloqueada. As sessões dela foram encerradas.',
  unblocked: 'Conta desbloqueada.',
  inviteSent: 'Enviamos por e-mail um link para escolher a senha (válido por 72 horas).',
  lastAdmin: 'A paróquia precisa de ao menos um administrador ativo: esta é a última conta ativa com a função Administrador Geral ou Administrador do Sistema.',
  systemAdminOnly: 'Somente o Administrador do Sistema concede ou retira a função Administrador do Sistema.',
  manageSystemAdmin: 'Somente o Administrador do Sistema altera a conta de um Administrador do Sistema.',
  blockSelf: 'Você não pode bloquear a sua própria conta.',
  blockedNoInvite: 'Desbloqueie a conta antes de enviar um convite.',
  emailRequired: 'Informe o e-mail: o convite é enviado para ele.',
  statusInvalid: 'Situação inválida.',
} as const;

/** What the list and the account's page say of an account (blocked first, as the portal's guard decides). */
export const ACCOUNT_STATUS = {
  ativo: 'Ativo',
  bloqueado: 'Bloqueado',
  convite: 'Convite pendente',
  troca_senha: 'Troca de senha pendente',
} as const;
export type AccountStatus = keyof typeof ACCOUNT_STATUS;
export const ACCOUNT_STATUSES = Object.keys(ACCOUNT_STATUS) as [AccountStatus, ...AccountStatus[]];

/** The account audit's actions (migration 031), as the account's page names them. */
export const AUDIT_ACTION = {
  criada: 'Conta criada',
  dados: 'Dados alterados',
  regras: 'Funções alteradas',
  bloqueada: 'Conta bloqueada',
  desbloqueada: 'Conta desbloqueada',
  convite: 'Link para escolher a senha enviado',
  senha_redefinida: 'Senha redefinida',
  senha_definida: 'Senha definida pelo usuário',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION;

/** The roles an administrator may grant or take away: 111 only by a 111; every other role by 1 or 111. */
export function grantableRoles(actorRoles: readonly number[], all: readonly number[]): number[] {
  return all.filter((id) => (id === SYSTEM_ADMIN ? actorRoles.includes(SYSTEM_ADMIN) : actorRoles.includes(1) || actorRoles.includes(SYSTEM_ADMIN)));
}

/** Whether an administrator may change an account holding `roles` (a role 1 may not change a 111's account: it could take it over). */
export const mayManage = (actorRoles: readonly number[], roles: readonly number[]) => !roles.includes(SYSTEM_ADMIN) || actorRoles.includes(SYSTEM_ADMIN);

const blankIsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/usuarios and its CSV: search in name, user name and e-mail; one role; one status. */
export const AccountListQuery = PageQuery.extend({
  q: z.preprocess(blankIsUndefined, z.string().trim().max(100).optional()),
  regra: z.preprocess(blankIsUndefined, z.coerce.number().int().min(1).max(999).optional()),
  status: z.preprocess(blankIsUndefined, z.enum(ACCOUNT_STATUSES, USERS_MSG.statusInvalid).optional()),
});
export type AccountListQuery = z.output<typeof AccountListQuery>;

const TemporaryPassword = z.preprocess(blankIsUndefined, NewPassword.optional()).meta({
  description: 'Senha temporária, trocada no primeiro acesso; sem ela, um convite é enviado por e-mail',
});

/** POST /api/usuarios. */
export const AccountCreateBody = AccountFields.extend({ senha_temporaria: TemporaryPassword });
export type AccountCreateBody = z.output<typeof AccountCreateBody>;

/** PUT /api/usuarios/{id}: the fields as they should be; `status` blocks or unblocks; `senha_temporaria` sets a new temporary password. */
export const AccountUpdateBody = AccountFields.extend({
  status: z.preprocess(blankIsUndefined, z.enum(['ativo', 'bloqueado'], USERS_MSG.statusInvalid).optional()),
  senha_temporaria: TemporaryPassword,
});
export type AccountUpdateBody = z.output<typeof AccountUpdateBody>;

export const AccountSummary = z.object({
  id: z.number().int(),
  nome: z.string(),
  usuario: z.string(),
  email: z.string().nullable(),
  regras: z.array(z.number().int()),
  status: z.enum(ACCOUNT_STATUSES),
  ultimo_acesso: z.string().nullable().meta({ description: 'Último acesso (ISO 8601), ou null' }),
});
export type AccountSummary = z.infer<typeof AccountSummary>;

export const AccountList = z.object({ data: z.array(AccountSummary), meta: ListMeta });

export const AccountDetail = AccountSummary.extend({
  register_id: z.number().int().nullable(),
  register_nome: z.string().nullable(),
  acessos: z.array(z.string()).meta({ description: 'Os últimos acessos (ISO 8601), do mais recente' }),
});
export type AccountDetail = z.infer<typeof AccountDetail>;
export const AccountResponse = z.object({ message: z.string().optional(), data: AccountDetail });

export const AuditEntry = z.object({
  id: z.number().int(),
  acao: z.enum(Object.keys(AUDIT_ACTION) as [AuditAction, ...AuditAction[]]),
  detalhe: z.record(z.string(), z.unknown()).nullable(),
  autor: z.string(),
  autor_id: z.number().int().nullable(),
  em: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = z.object({ data: z.array(AuditEntry), meta: ListMeta });

/** GET /api/usuarios/disponivel?usuario=...&exceto=id: whether a user name is free in the instance (any case). */
export const UsernameQuery = z.object({ usuario: Username, exceto: z.preprocess(blankIsUndefined, z.coerce.number().int().min(1).optional()) });
export const UsernameAnswer = z.object({ disponivel: z.boolean() });
