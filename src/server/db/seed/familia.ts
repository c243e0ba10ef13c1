import type { Db } from '../types';
import type { CoreSeed } from './core';

/**
 * The demo guardian ('responsavel', role 15) linked to a child of São José's first 1ª Eucaristia class that the demo
 * catechist ('catequista-eucaristia') teaches: a child with an absence not yet justified, and a notice of the class.
 */
export async function seedFamilia(tx: Db, core: CoreSeed): Promise<void> {
  const guardian = core.users.responsavel;
  const catechist = core.users['catequista-eucaristia'];
  if (!guardian || !catechist) return;
  const { rows } = await tx.query<{ turma_id: number; register_id: number }>(
    `SELECT c.id AS turma_id, a.register_id
       FROM catechesis_classes c
       JOIN catechists k ON k.id = c.tutor AND k.user_id = $2
       JOIN catechesis_encounters e ON e.turma_id = c.id
       JOIN catechesis_attendance a ON a.encontro_id = e.id AND a.status = 'ausente'
      WHERE c.paroquia_id = $1 AND c.sacramento = 'eucaristia' AND c.status = 2
      ORDER BY c.inicio, c.id, a.register_id LIMIT 1`,
    [guardian.paroquiaId, catechist.id],
  );
  if (!rows[0]) return;
  const { turma_id, register_id } = rows[0];
  await tx.query('INSERT INTO catechesis_guardians (paroquia_id, user_id, register_id, created_at) VALUES ($1, $2, $3, $4)', [
    guardian.paroquiaId,
    guardian.id,
    register_id,
    core.now,
  ]);
  await tx.query(
    `INSERT INTO catechesis_class_messages (paroquia_id, turma_id, user_id, autor_nome, assunto, texto, created_at)
     SELECT $1, $2, u.id, u.name, $4, $5, $6::timestamptz - interval '2 days' FROM users u WHERE u.id = $3`,
    [
      guardian.paroquiaId,
      turma_id,
      catechist.id,
      'Ensaio da Primeira Eucaristia',
      'Queridas famílias, no próximo sábado teremos o ensaio da celebração às 9h, na igreja matriz. Tragam as crianças com 15 minutos de antecedência.',
      core.now,
    ],
  );
}
