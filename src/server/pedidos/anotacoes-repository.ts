import type { Anotacao, AnotacaoTipo, Direcao } from '../../shared/schemas/casamentos';
import type { Db } from '../db/types';
import { totalledPage } from '../db/where';
import type { Actor } from '../lgpd/access-log';

export interface NoteToSend {
  destino: number;
  tipo: AnotacaoTipo;
  nome: string;
  pai: string | null;
  mae: string | null;
  data_batismo: string | null;
  texto: string;
  source_record_id: number;
}

/** A marginal note for another parish's baptism book, pending there until its office answers; its id. */
export async function sendNote(tx: Db, actor: Actor, n: NoteToSend): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO anotacoes_remotas (origem_paroquia_id, destino_paroquia_id, tipo, nome, pai, mae, data_batismo, texto, source_record_id, created_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [actor.paroquiaId, n.destino, n.tipo, n.nome, n.pai, n.mae, n.data_batismo, n.texto, n.source_record_id, actor.userName, actor.at],
  );
  return rows[0].id;
}

/**
 * A record of this parish annulled (its marriage, its confirmation): each parish of this portal that was sent a
 * marginal note from it and did not refuse it gets a note of the annulment, pending there like the first, on the
 * same baptism entry once that one was confirmed. Inside the annulment's transaction.
 */
export async function sendAnnulmentNotes(tx: Db, actor: Actor, recordId: number, reason: string): Promise<void> {
  await tx.query(
    `INSERT INTO anotacoes_remotas (origem_paroquia_id, destino_paroquia_id, tipo, nome, pai, mae, data_batismo, texto, source_record_id, registro_id,
       created_by_name, created_at)
     SELECT a.origem_paroquia_id, a.destino_paroquia_id, 'anulacao', a.nome, a.pai, a.mae, a.data_batismo,
            'Anulado pela ' || p.name || ' o registro que originou a anotação de ' || to_char(a.created_at, 'DD/MM/YYYY') || ' (' || left(a.texto, 1000) || '). Motivo: ' || rtrim($3, '.') || '.',
            a.source_record_id, CASE WHEN a.estado = 'confirmada' THEN a.registro_id END, $4, $5
       FROM anotacoes_remotas a JOIN paroquias p ON p.id = a.origem_paroquia_id
      WHERE a.origem_paroquia_id = $1 AND a.source_record_id = $2 AND a.tipo <> 'anulacao' AND a.estado <> 'recusada'
      ORDER BY a.id`,
    [actor.paroquiaId, recordId, reason, actor.userName, actor.at],
  );
}

type Row = Omit<Anotacao, 'candidatos'>;
/** The note as one side sees it: `paroquia` is the other side; the destination's entry only to the destination. */
const select = (side: 'origem' | 'destino') => {
  const otherSide = side === 'origem' ? 'destino' : 'origem';
  return `SELECT a.id, '${side === 'destino' ? 'recebidos' : 'enviados'}' AS direcao, jsonb_build_object('id', p.id, 'nome', p.name) AS paroquia,
      a.tipo, a.estado, a.nome, a.pai, a.mae, to_char(a.data_batismo, 'YYYY-MM-DD') AS data_batismo, a.texto,
      ${side === 'destino' ? 'a.registro_id' : 'NULL::int'} AS registro_id, a.motivo, a.created_at::text AS criado_em,
      a.answered_by_name AS respondida_por, a.answered_at::text AS respondida_em
    FROM anotacoes_remotas a JOIN paroquias p ON p.id = a.${otherSide}_paroquia_id
   WHERE a.${side}_paroquia_id = $1`;
};
const RECEIVED = select('destino');
const SENT = select('origem');

export async function listAnotacoes(db: Db, paroquiaId: number, direcao: Direcao, q: { pendentes?: boolean; page: number; limit: number }) {
  const base = direcao === 'recebidos' ? RECEIVED : SENT;
  const pending = q.pendentes ? "WHERE x.estado = 'pendente'" : '';
  return totalledPage<Row>(
    db,
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${/* sql-fragment: fixed */ base}) x ${/* sql-fragment: fixed */ pending} ORDER BY x.criado_em DESC, x.id DESC`,
    [paroquiaId],
    q,
  );
}

/** A note received by this parish (the destination), locked for the answer when asked. */
export async function findReceived(db: Db, paroquiaId: number, id: number, lock = false): Promise<(Row & { source_record_id: number }) | null> {
  if (lock) await db.query('SELECT 1 FROM anotacoes_remotas WHERE id = $1 AND destino_paroquia_id = $2 FOR UPDATE', [id, paroquiaId]);
  const { rows } = await db.query<Row & { source_record_id: number }>(
    `SELECT x.*, a.source_record_id FROM (${/* sql-fragment: fixed */ RECEIVED} AND a.id = $2) x JOIN anotacoes_remotas a ON a.id = x.id`,
    [paroquiaId, id],
  );
  return rows[0] ?? null;
}

/** Baptism entries of this parish that may be the person's: the same name (accents and case aside), or the same date. */
export async function baptismCandidates(db: Db, paroquiaId: number, nome: string, data: string | null) {
  const { rows } = await db.query<Anotacao['candidatos'][number]>(
    `SELECT id, nome, to_char(data, 'YYYY-MM-DD') AS data, livro, folha, termo FROM sacramental_records
      WHERE paroquia_id = $1 AND kind = 'batismo' AND annulled_at IS NULL AND (search_fold(nome) = search_fold($2) OR data = $3::date)
      ORDER BY search_fold(nome) = search_fold($2) DESC, data LIMIT 10`,
    [paroquiaId, nome, data],
  );
  return rows;
}
