import { acrossParishes } from '../db/scope';
import type { Db } from '../db/types';
import { FILE_KIND } from './context';

/** Spouse n's files of a register: the file and which spouse the person is in it. */
const FILES_OF = `SELECT c.id, CASE WHEN c.register_id1 = $2 THEN 1 ELSE 2 END AS conjuge
    FROM casamentos c WHERE c.paroquia_id = $1 AND $2 IN (c.register_id1, c.register_id2) ORDER BY c.id`;

/**
 * What the marriage files hold about one person, for their data export (LGPD art. 18): each file where they
 * are a spouse, with their own data as the file keeps it, their documents (listed, with the file's name in
 * the archive), their own answers to the interview, the permissions and banns of the file, and the requests
 * this parish made for them. The other spouse appears by name only.
 */
export async function casamentosOfRegister(db: Db, paroquiaId: number, registerId: number) {
  const { rows: files } = await db.query<{ id: number; conjuge: 1 | 2 }>(FILES_OF, [paroquiaId, registerId]);
  const out: unknown[] = [];
  const documents: Array<{ name: string; path: string }> = [];
  for (const { id, conjuge } of files) {
    const mine = conjuge === 1 ? '1' : '2';
    const theirs = conjuge === 1 ? '2' : '1';
    const { rows } = await db.query(
      `SELECT c.id AS processo, c.estado, c.nome${mine} AS nome, c.conjuge${mine} AS dados, c.nome${theirs} AS outro_conjuge,
              to_char(c.data_prevista, 'YYYY-MM-DD') AS data_prevista, to_char(c.hora_prevista, 'HH24:MI') AS hora_prevista,
              to_char(c.data_celebracao, 'YYYY-MM-DD') AS data_celebracao, c.motivo_cancelamento,
              ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(c.proclamas_domingos) AS d ORDER BY d) AS proclamas_domingos,
              (SELECT json_build_object('data', to_char(e.data, 'YYYY-MM-DD'), 'respostas', e.respostas${mine})
                 FROM casamento_entrevistas e WHERE e.casamento_id = c.id AND e.paroquia_id = c.paroquia_id) AS entrevista,
              coalesce((SELECT json_agg(json_build_object('impedimento', p.impedimento, 'concedida_por', p.concedida_por,
                                                          'data', to_char(p.data, 'YYYY-MM-DD'), 'protocolo', p.protocolo) ORDER BY p.recorded_at)
                          FROM casamento_permissoes p WHERE p.casamento_id = c.id AND p.paroquia_id = c.paroquia_id), '[]'::json) AS permissoes,
              coalesce((SELECT json_agg(json_build_object('paroquia', q.name, 'tipo', x.tipo, 'sacramento', x.sacramento, 'estado', x.estado,
                                                          'pedido_em', x.created_at, 'certidao_codigo', x.certidao_codigo) ORDER BY x.id)
                          FROM pedidos x JOIN paroquias q ON q.id = x.destino_paroquia_id
                         WHERE x.origem_paroquia_id = c.paroquia_id AND x.processo_id = c.id AND x.conjuge = $3), '[]'::json) AS pedidos
         FROM casamentos c WHERE c.paroquia_id = $1 AND c.id = $2`,
      [paroquiaId, id, conjuge],
    );
    const { rows: docs } = await db.query<{ id: number; item: string; arquivo: string | null; arquivo_nome: string | null }>(
      `SELECT id, item, arquivo, arquivo_nome, codigo, to_char(emitido_em, 'YYYY-MM-DD') AS emitido_em, to_char(valido_ate, 'YYYY-MM-DD') AS valido_ate,
              origem, observacao, created_at AS entregue_em
         FROM casamento_documentos WHERE paroquia_id = $1 AND casamento_id = $2 AND conjuge = $3 ORDER BY id`,
      [paroquiaId, id, conjuge],
    );
    const documentos = docs.map(({ arquivo, ...d }) => {
      const path = arquivo ? `files/casamentos/${d.id}.${arquivo.split('.').pop()}` : null;
      if (arquivo && path) documents.push({ name: arquivo, path });
      return { ...d, arquivo: path };
    });
    out.push({ ...rows[0], documentos });
  }
  return { processos: out, files: documents.map((d) => ({ kind: FILE_KIND, ...d })) };
}

/**
 * A register anonymised, inside the anonymisation's transaction: in each marriage file where the person is a
 * spouse, their name becomes `placeholder` and their data (birth, parents, parishes) goes; their documents and
 * their answers to the interview go, with every scan of the file's permissions; the calendar's hold and the
 * requests this parish made for them name the placeholder; the banns' notices (here and in the other parish)
 * are removed. What stays: the file's state, dates, witnesses and the grants' protocol numbers. The marriage
 * entry in the book is the books' (it only loses the link). Returns the files to remove once committed.
 */
export async function forgetInCasamentos(tx: Db, paroquiaId: number, registerId: number, placeholder: string): Promise<Array<[string, string]>> {
  const { rows: files } = await tx.query<{ id: number; conjuge: 1 | 2 }>(FILES_OF, [paroquiaId, registerId]);
  const removed: Array<[string, string]> = [];
  for (const { id, conjuge } of files) {
    const n = conjuge === 1 ? '1' : '2';
    // Only what says nothing of who the person is stays beside the placeholder.
    await tx.query(
      `UPDATE casamentos SET nome${n} = $3,
              conjuge${n} = conjuge${n} || '{"nascimento": null, "pai": null, "mae": null, "paroquia_residencia": null, "paroquia_batismo": null, "data_batismo": null}'::jsonb
        WHERE id = $1 AND paroquia_id = $2`,
      [id, paroquiaId, placeholder],
    );
    await tx.query(
      `UPDATE eventos e SET titulo = 'Casamento: ' || c.nome1 || ' e ' || c.nome2 FROM casamentos c
        WHERE c.id = $1 AND c.paroquia_id = $2 AND e.id = c.evento_id AND e.paroquia_id = c.paroquia_id`,
      [id, paroquiaId],
    );
    const docs = await tx.query<{ arquivo: string | null }>(
      'DELETE FROM casamento_documentos WHERE paroquia_id = $1 AND casamento_id = $2 AND conjuge = $3 RETURNING arquivo',
      [paroquiaId, id, conjuge],
    );
    const scans = await tx.query<{ arquivo: string }>(
      `UPDATE casamento_permissoes p SET arquivo = NULL, arquivo_nome = NULL FROM casamento_permissoes old
        WHERE p.paroquia_id = $1 AND p.casamento_id = $2 AND old.casamento_id = p.casamento_id AND old.impedimento = p.impedimento AND old.arquivo IS NOT NULL
        RETURNING old.arquivo`,
      [paroquiaId, id],
    );
    for (const f of [...docs.rows, ...scans.rows]) if (f.arquivo) removed.push([FILE_KIND, f.arquivo]);
    await tx.query(`UPDATE casamento_entrevistas SET respostas${n} = '{}'::jsonb WHERE paroquia_id = $1 AND casamento_id = $2`, [paroquiaId, id]);
    await tx.query('UPDATE pedidos SET nome = $4, pai = NULL, mae = NULL, data = NULL WHERE origem_paroquia_id = $1 AND processo_id = $2 AND conjuge = $3', [
      paroquiaId,
      id,
      conjuge,
      placeholder,
    ]);
    // The banns were also published in the spouses' baptism parishes: their notices go too (db/scope.ts).
    await acrossParishes(() =>
      tx.query(`DELETE FROM notices WHERE id = ANY((SELECT proclamas_avisos FROM casamentos WHERE id = $1 AND paroquia_id = $2)::int[])`, [id, paroquiaId]),
    );
  }
  return removed;
}
