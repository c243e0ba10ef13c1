import {
  CONSENTIMENTO_CERTIDAO,
  IDADE_MAXIMA_PADRAO,
  PRAZO_PAGAMENTO_PADRAO,
  RESERVA_MINUTOS,
  SOLICITACOES_MSG,
  type BatismoDataBody,
  type PedidoCertidaoCampos,
  type SolicitacaoEstado,
  type SolicitacaoListQuery,
  type SolicitacaoResumo,
  type SolicitacaoTipo,
  type SolicitacoesConfig,
  type Vaga,
} from '../../shared/schemas/solicitacoes';
import type { Db } from '../db/types';
import { Conditions, totalledPage } from '../db/where';
import { HttpError } from '../http-error';
import { foldedLike, likeContains } from '../search';
import { newSessionToken, sessionIdOf } from '../session/tokens';

export type VagaTipo = 'data' | 'curso';

// ---------------------------------------------------------------- the parish's rules

const DEFAULTS: SolicitacoesConfig = {
  idade_maxima_anos: IDADE_MAXIMA_PADRAO,
  exige_casamento_padrinhos: false,
  prazo_pagamento_dias: PRAZO_PAGAMENTO_PADRAO,
  taxa_certidao_centavos: 0,
};

export async function loadConfig(db: Db, paroquiaId: number): Promise<SolicitacoesConfig> {
  const { rows } = await db.query<SolicitacoesConfig>(
    'SELECT idade_maxima_anos, exige_casamento_padrinhos, prazo_pagamento_dias, taxa_certidao_centavos FROM solicitacoes_config WHERE paroquia_id = $1',
    [paroquiaId],
  );
  return rows[0] ?? DEFAULTS;
}

export async function saveConfig(db: Db, paroquiaId: number, c: SolicitacoesConfig, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO solicitacoes_config (paroquia_id, idade_maxima_anos, exige_casamento_padrinhos, prazo_pagamento_dias, taxa_certidao_centavos, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (paroquia_id) DO UPDATE SET idade_maxima_anos = $2, exige_casamento_padrinhos = $3, prazo_pagamento_dias = $4, taxa_certidao_centavos = $5, updated_at = $6`,
    [paroquiaId, c.idade_maxima_anos, c.exige_casamento_padrinhos, c.prazo_pagamento_dias, c.taxa_certidao_centavos, at],
  );
}

// ---------------------------------------------------------------- dates and course sessions

const VAGA = `SELECT v.id, to_char(v.data, 'YYYY-MM-DD') AS data, to_char(v.hora, 'HH24:MI') AS hora, v.local, v.vagas,
       batismo_ocupadas(v.id, $3) AS ocupadas, v.taxa_centavos, v.celebracao_id
  FROM batismo_vagas v`;
const withFree = (v: Omit<Vaga, 'livres'>): Vaga => ({ ...v, livres: Math.max(0, v.vagas - v.ocupadas) });

/** The parish's dates or course sessions (from `desde` on, or all), each with its places taken at `now`. */
export async function listVagas(db: Db, paroquiaId: number, tipo: VagaTipo, now: Date, desde: string | null): Promise<Vaga[]> {
  const { rows } = await db.query<Omit<Vaga, 'livres'>>(
    `${/* sql-fragment: fixed */ VAGA} WHERE v.paroquia_id = $1 AND v.tipo = $2 AND ($4::date IS NULL OR v.data >= $4) ORDER BY v.data, v.hora, v.id`,
    [paroquiaId, tipo, now, desde],
  );
  return rows.map(withFree);
}

export async function findVaga(db: Db, paroquiaId: number, tipo: VagaTipo, id: number, now: Date): Promise<Vaga | null> {
  const { rows } = await db.query<Omit<Vaga, 'livres'>>(`${/* sql-fragment: fixed */ VAGA} WHERE v.paroquia_id = $1 AND v.tipo = $2 AND v.id = $4`, [
    paroquiaId,
    tipo,
    now,
    id,
  ]);
  return rows[0] ? withFree(rows[0]) : null;
}

export async function insertVaga(
  db: Db,
  paroquiaId: number,
  tipo: VagaTipo,
  b: BatismoDataBody | Omit<BatismoDataBody, 'celebracao_id'>,
  at: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO batismo_vagas (paroquia_id, tipo, data, hora, local, vagas, taxa_centavos, celebracao_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [paroquiaId, tipo, b.data, b.hora, b.local ?? null, b.vagas, b.taxa_centavos, 'celebracao_id' in b ? (b.celebracao_id ?? null) : null, at],
  );
  return rows[0].id;
}

/**
 * Takes a place of date or session `id` for a request or a hold, inside the caller's transaction: the
 * session's row is locked so two families never take its last place together. Refuses (409) a full one,
 * (422) one that is not of this parish, or passed.
 */
export async function takePlace(tx: Db, paroquiaId: number, tipo: VagaTipo, id: number, now: Date, today: string): Promise<Vaga> {
  await tx.query('SELECT id FROM batismo_vagas WHERE id = $1 AND paroquia_id = $2 FOR UPDATE', [id, paroquiaId]);
  const vaga = await findVaga(tx, paroquiaId, tipo, id, now);
  const field = tipo === 'data' ? 'data_id' : 'curso_id';
  if (!vaga || vaga.data < today)
    throw new HttpError(422, tipo === 'data' ? SOLICITACOES_MSG.dataNotFound : SOLICITACOES_MSG.cursoNotFound, {
      [field]: [tipo === 'data' ? SOLICITACOES_MSG.dataNotFound : SOLICITACOES_MSG.cursoNotFound],
    });
  if (vaga.livres < 1) throw new HttpError(409, tipo === 'data' ? SOLICITACOES_MSG.dataFull : SOLICITACOES_MSG.cursoFull);
  return vaga;
}

/** Holds a date and/or a course place for RESERVA_MINUTOS: the hold's secret (only its sha256 kept) and when it ends. */
export async function holdPlaces(tx: Db, paroquiaId: number, places: { data_id?: number; curso_id?: number }, now: Date, today: string) {
  if (places.data_id) await takePlace(tx, paroquiaId, 'data', places.data_id, now, today);
  if (places.curso_id) await takePlace(tx, paroquiaId, 'curso', places.curso_id, now, today);
  const token = newSessionToken();
  const expira = new Date(now.getTime() + RESERVA_MINUTOS * 60_000);
  await tx.query('INSERT INTO batismo_reservas (paroquia_id, token_hash, data_id, curso_id, expira_em, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    paroquiaId,
    sessionIdOf(token),
    places.data_id ?? null,
    places.curso_id ?? null,
    expira,
    now,
  ]);
  return { reserva: token, expira_em: expira.toISOString() };
}

/**
 * Spends a hold for the request being written, inside its transaction: the places it held, which the
 * request now holds instead. A hold of another parish or already used names nothing (422); one past its
 * 15 minutes is refused (409) with what to do: pick again.
 */
export async function spendHold(tx: Db, paroquiaId: number, token: string, now: Date): Promise<{ data_id: number | null; curso_id: number | null }> {
  const { rows } = await tx.query<{ id: number; data_id: number | null; curso_id: number | null; expira_em: Date }>(
    'SELECT id, data_id, curso_id, expira_em FROM batismo_reservas WHERE token_hash = $1 AND paroquia_id = $2 AND usada_em IS NULL FOR UPDATE',
    [sessionIdOf(token), paroquiaId],
  );
  const hold = rows[0];
  if (!hold) throw new HttpError(422, SOLICITACOES_MSG.reservaNotFound, { reserva: [SOLICITACOES_MSG.reservaNotFound] });
  if (hold.expira_em <= now) throw new HttpError(409, SOLICITACOES_MSG.reservaExpired);
  await tx.query('UPDATE batismo_reservas SET usada_em = $2 WHERE id = $1', [hold.id, now]);
  return { data_id: hold.data_id, curso_id: hold.curso_id };
}

// ---------------------------------------------------------------- requests

export interface SolicitacaoRow {
  id: number;
  paroquia_id: number;
  tipo: SolicitacaoTipo;
  estado: SolicitacaoEstado;
  nome: string;
  requerente: string;
  email: string;
  telefone: string | null;
  cpfs: string[];
  dados: Record<string, unknown>;
  consentimento: string;
  data_id: number | null;
  curso_id: number | null;
  valor_centavos: number;
  prazo_pagamento: Date | null;
  pago_em: Date | null;
  pago_por: string | null;
  registro_id: number | null;
  certidao_codigo: string | null;
  certidao_arquivo: string | null;
  transferencia_id: number | null;
  resposta: string | null;
  created_at: Date;
  updated_at: Date;
  /** Still holds its date and course place (paid, free, or inside the payment deadline): solicitacao_segura_vaga. */
  segura_vaga: boolean;
}

const ROW = `SELECT s.id, s.paroquia_id, s.tipo, s.estado, s.nome, s.requerente, s.email, s.telefone, s.cpfs, s.dados, s.consentimento,
       s.data_id, s.curso_id, s.valor_centavos, s.prazo_pagamento, s.pago_em, s.pago_por, s.registro_id, s.certidao_codigo, s.certidao_arquivo,
       s.transferencia_id, s.resposta, s.created_at, s.updated_at,
       solicitacao_segura_vaga(s.pago_em, s.valor_centavos, s.prazo_pagamento, $2) AS segura_vaga
  FROM solicitacoes s`;

export type NewSolicitacao = Pick<
  SolicitacaoRow,
  'tipo' | 'nome' | 'requerente' | 'email' | 'telefone' | 'cpfs' | 'dados' | 'consentimento' | 'data_id' | 'curso_id' | 'valor_centavos' | 'prazo_pagamento'
>;

/**
 * A certificate request from its form's fields (the consent aside): no date nor course, and no fee until the office
 * finds the entry and sets one. The website's form and the demo seed write them alike.
 */
export const certidaoPedida = (
  dados: Pick<PedidoCertidaoCampos, 'nome' | 'requerente_nome' | 'requerente_cpf' | 'email'> & { telefone?: string | null } & Record<string, unknown>,
): NewSolicitacao => ({
  tipo: 'certidao',
  nome: dados.nome,
  requerente: dados.requerente_nome,
  email: dados.email,
  telefone: dados.telefone ?? null,
  cpfs: [dados.requerente_cpf],
  dados,
  consentimento: CONSENTIMENTO_CERTIDAO,
  data_id: null,
  curso_id: null,
  valor_centavos: 0,
  prazo_pagamento: null,
});

/** Writes a request with its secret's sha256: its id and the secret, which only the family's e-mail and answer carry. */
export async function insertSolicitacao(tx: Db, paroquiaId: number, s: NewSolicitacao, at: Date): Promise<{ id: number; segredo: string }> {
  const segredo = newSessionToken();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO solicitacoes (paroquia_id, tipo, segredo_hash, nome, requerente, email, telefone, cpfs, dados, consentimento, data_id, curso_id,
                               valor_centavos, prazo_pagamento, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $15) RETURNING id`,
    [
      paroquiaId,
      s.tipo,
      sessionIdOf(segredo),
      s.nome,
      s.requerente,
      s.email,
      s.telefone,
      s.cpfs,
      JSON.stringify(s.dados),
      s.consentimento,
      s.data_id,
      s.curso_id,
      s.valor_centavos,
      s.prazo_pagamento,
      at,
    ],
  );
  return { id: rows[0].id, segredo };
}

export async function findSolicitacao(db: Db, paroquiaId: number, id: number, now: Date, lock = false): Promise<SolicitacaoRow | null> {
  const { rows } = await db.query<SolicitacaoRow>(`${/* sql-fragment: fixed */ ROW} WHERE s.id = $1 AND s.paroquia_id = $3${lock ? ' FOR UPDATE' : ''}`, [
    id,
    now,
    paroquiaId,
  ]);
  return rows[0] ?? null;
}

/** The request a follow-up secret opens, or null (unknown or anonymised): the secret is compared by its sha256 only. */
export async function findBySegredo(db: Db, segredo: string, now: Date): Promise<SolicitacaoRow | null> {
  const { rows } = await db.query<SolicitacaoRow>(`${/* sql-fragment: fixed */ ROW} WHERE s.segredo_hash = $1 AND s.anonimizado_em IS NULL`, [
    sessionIdOf(segredo),
    now,
  ]);
  return rows[0] ?? null;
}

/** One page of the parish's requests, newest first, with the total as a column. */
export async function listSolicitacoes(db: Db, paroquiaId: number, q: SolicitacaoListQuery): Promise<{ rows: SolicitacaoResumo[]; total: number }> {
  const where = new Conditions();
  where.add((p) => `s.paroquia_id = ${p}`, paroquiaId);
  where.optional((p) => `s.tipo = ${p}`, q.tipo);
  where.optional((p) => `s.estado = ${p}`, q.estado);
  // A part of the name, the requester or the e-mail (its % and _ as typed), or the whole code.
  if (q.q) {
    const code = where.param(q.q.toUpperCase());
    where.add(
      (p) => `(${foldedLike("search_fold(s.nome || ' ' || s.requerente || ' ' || s.email)", p)} OR 'SOL-' || lpad(s.id::text, 6, '0') = ${code})`,
      likeContains(q.q),
    );
  }
  const { rows, total } = await totalledPage<SolicitacaoResumo>(
    db,
    `SELECT s.id, 'SOL-' || lpad(s.id::text, 6, '0') AS codigo, s.tipo, s.estado, s.nome, s.requerente,
            to_char(d.data, 'YYYY-MM-DD') AS data_batismo, s.pago_em IS NOT NULL AS pago, s.valor_centavos, s.created_at AS criado_em,
            count(*) OVER ()::int AS total
       FROM solicitacoes s LEFT JOIN batismo_vagas d ON d.id = s.data_id
      WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY s.created_at DESC, s.id DESC`,
    where.params,
    q,
  );
  return { rows: rows.map((r) => ({ ...r, criado_em: new Date(r.criado_em).toISOString() })), total };
}

export async function setEstado(db: Db, id: number, estado: SolicitacaoEstado, at: Date, resposta: string | null = null): Promise<void> {
  await db.query('UPDATE solicitacoes SET estado = $2, resposta = COALESCE($3, resposta), updated_at = $4 WHERE id = $1', [id, estado, resposta, at]);
}

// ---------------------------------------------------------------- messages

export interface MensagemRow {
  id: number;
  de: 'paroquia' | 'familia';
  texto: string;
  autor: string | null;
  criado_em: string;
}

export async function mensagensOf(db: Db, solicitacaoId: number): Promise<MensagemRow[]> {
  const { rows } = await db.query<MensagemRow & { at: Date }>(
    'SELECT id, de, texto, autor_nome AS autor, created_at AS at FROM solicitacao_mensagens WHERE solicitacao_id = $1 ORDER BY created_at, id',
    [solicitacaoId],
  );
  return rows.map(({ at, ...m }) => ({ ...m, criado_em: at.toISOString() }));
}

export async function insertMensagem(
  db: Db,
  solicitacaoId: number,
  m: { de: 'paroquia' | 'familia'; texto: string; autorId: number | null; autorNome: string | null },
  at: Date,
): Promise<void> {
  await db.query('INSERT INTO solicitacao_mensagens (solicitacao_id, de, texto, autor_id, autor_nome, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    solicitacaoId,
    m.de,
    m.texto,
    m.autorId,
    m.autorNome,
    at,
  ]);
}

export async function parishName(db: Db, paroquiaId: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM paroquias WHERE id = $1', [paroquiaId]);
  return rows[0]?.name ?? null;
}
