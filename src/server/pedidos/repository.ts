import type { PedidoBody } from '../../shared/schemas/casamentos';
import type { Db } from '../db/types';
import type { Actor } from '../lgpd/access-log';

/** A request of the actor's parish to another (checked by the caller); its id. For a marriage file it is 'para fins de casamento'. */
export async function insertPedido(db: Db, actor: Actor, b: PedidoBody): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pedidos (origem_paroquia_id, destino_paroquia_id, tipo, sacramento, nome, data, livro, folha, termo, pai, mae, finalidade, mensagem,
       processo_id, conjuge, created_by, created_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      actor.paroquiaId,
      b.paroquia_id,
      b.tipo,
      b.sacramento,
      b.nome,
      b.data ?? null,
      b.livro ?? null,
      b.folha ?? null,
      b.termo ?? null,
      b.pai ?? null,
      b.mae ?? null,
      b.finalidade ?? (b.processo_id ? 'para fins de casamento' : null),
      b.mensagem ?? null,
      b.processo_id ?? null,
      b.processo_id ? b.conjuge : null,
      actor.userId,
      actor.userName,
      actor.at,
    ],
  );
  return rows[0].id;
}
