import type { Db } from '../db/types';
import { instant } from '../db/instant';

/**
 * What families in catechesis hold about one person, for their data export (LGPD art. 18). As a child: the guardians'
 * accounts linked to them and the justifications of their absences. As a guardian (an account linked to the person's
 * register): the children linked to that account and the justifications they sent. Nobody else's data.
 */
export async function familiaOfRegister(db: Db, paroquiaId: number, registerId: number) {
  const responsaveis = await db.query(
    `SELECT u.name AS nome, u.username AS usuario, ${/* sql-fragment: fixed */ instant('g.created_at')} AS desde
       FROM catechesis_guardians g JOIN users u ON u.id = g.user_id
      WHERE g.paroquia_id = $1 AND g.register_id = $2 ORDER BY g.created_at, g.id`,
    [paroquiaId, registerId],
  );
  const justificativas = await db.query(
    `SELECT c.turma, to_char(e.data, 'YYYY-MM-DD') AS data, e.tema, j.texto, j.autor_nome, ${/* sql-fragment: fixed */ instant('j.created_at')} AS enviada_em
       FROM catechesis_justifications j
       JOIN catechesis_encounters e ON e.id = j.encontro_id
       JOIN catechesis_classes c ON c.id = e.turma_id
      WHERE j.paroquia_id = $1 AND j.register_id = $2 ORDER BY e.data, e.id`,
    [paroquiaId, registerId],
  );
  const filhos = await db.query(
    `SELECT r.name AS nome, u.username AS conta, ${/* sql-fragment: fixed */ instant('g.created_at')} AS desde
       FROM user_registers ur
       JOIN catechesis_guardians g ON g.user_id = ur.user_id
       JOIN users u ON u.id = g.user_id
       JOIN registers r ON r.id = g.register_id
      WHERE g.paroquia_id = $1 AND ur.register_id = $2 ORDER BY r.name_search, g.id`,
    [paroquiaId, registerId],
  );
  const enviadas = await db.query(
    `SELECT r.name AS filho, c.turma, to_char(e.data, 'YYYY-MM-DD') AS data, e.tema, j.texto, ${/* sql-fragment: fixed */ instant('j.created_at')} AS enviada_em
       FROM user_registers ur
       JOIN catechesis_justifications j ON j.user_id = ur.user_id
       JOIN registers r ON r.id = j.register_id
       JOIN catechesis_encounters e ON e.id = j.encontro_id
       JOIN catechesis_classes c ON c.id = e.turma_id
      WHERE j.paroquia_id = $1 AND ur.register_id = $2 ORDER BY e.data, e.id`,
    [paroquiaId, registerId],
  );
  return {
    responsaveis: responsaveis.rows,
    justificativas: justificativas.rows,
    como_responsavel: { filhos: filhos.rows, justificativas_enviadas: enviadas.rows },
  };
}

/**
 * A register anonymised, inside the anonymisation's transaction. As a child: no guardian follows a person without
 * identity, so the links go, and so do the justifications of their absences (the marks stay, counting in the class).
 * As a guardian: the justifications they sent keep the text for the catechist's record, signed with the placeholder name.
 */
export async function forgetInFamilia(tx: Db, paroquiaId: number, registerId: number, placeholder: string): Promise<void> {
  await tx.query('DELETE FROM catechesis_guardians WHERE paroquia_id = $1 AND register_id = $2', [paroquiaId, registerId]);
  await tx.query('DELETE FROM catechesis_justifications WHERE paroquia_id = $1 AND register_id = $2', [paroquiaId, registerId]);
  await tx.query(
    `UPDATE catechesis_justifications j SET autor_nome = $3
       FROM user_registers ur WHERE ur.user_id = j.user_id AND ur.register_id = $2 AND j.paroquia_id = $1`,
    [paroquiaId, registerId, placeholder],
  );
}
