import { CAMPOS_RETIFICAVEIS, type CampoRetificavel, type PeticaoDetalhe } from '../../shared/schemas/diocese';
import type { Db } from '../db/types';
import { logAccess, type Actor } from '../lgpd/access-log';
import { addNote, updateRecord, type Columns } from '../sacramentos/repository';
import type { SacramentoTipo } from '../../shared/schemas/sacramentos';

/** The record's fields kept in its own columns; the others live in `fields`. */
const OWN_COLUMNS = new Set<CampoRetificavel>(['nome', 'celebrante', 'local']);

/**
 * A granted rectification applied to the record it names, in the parish's books: the field takes the value the
 * petition asked for, through the books' own change (the previous version stays in the record's history, changed by
 * the chancery's user), and a marginal note names the decree. Logged in the parish's access log.
 */
export async function aplicarRetificacao(tx: Db, p: PeticaoDetalhe, actor: Actor): Promise<void> {
  const campo = p.campos.campo as CampoRetificavel;
  const valor = p.campos.valor_correto;
  if (!p.registro_id || !Object.hasOwn(CAMPOS_RETIFICAVEIS, campo) || !valor) return;
  const { rows } = await tx.query<Columns & { kind: SacramentoTipo; data: string }>(
    `SELECT kind, register_id, nome, register_id2, nome2, to_char(data, 'YYYY-MM-DD') AS data, celebrante, local, fields, padrinho_register_id, madrinha_register_id
       FROM sacramental_records WHERE id = $1 AND paroquia_id = $2`,
    [p.registro_id, p.paroquia_id],
  );
  const row = rows[0];
  if (!row) return;
  const { kind, ...columns } = row;
  const changed: Columns = OWN_COLUMNS.has(campo) ? { ...columns, [campo]: valor } : { ...columns, fields: { ...columns.fields, [campo]: valor } };
  const inParish = { ...actor, paroquiaId: p.paroquia_id, userName: `${actor.userName} (Cúria)` };
  const outcome = await updateRecord(tx, p.paroquia_id, kind, p.registro_id, changed, null, inParish);
  if (outcome !== 'updated') return;
  const { rows: d } = await tx.query<{ numero: string }>('SELECT numero FROM decretos WHERE peticao_id = $1', [p.id]);
  await addNote(
    tx,
    p.registro_id,
    `Retificado por decreto da Cúria nº ${d[0].numero} (pedido ${p.protocolo}): ${CAMPOS_RETIFICAVEIS[campo]} passa a constar "${valor}".`,
    inParish,
  );
  await logAccess(tx, inParish, null, 'diocese_decree', { registro: p.registro_id, peticao: p.id, campo });
}
