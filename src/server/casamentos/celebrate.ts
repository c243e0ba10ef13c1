import { IMPEDIMENTOS, PERMISSOES, type Noivo } from '../../shared/schemas/casamentos';
import type { MatrimonioBody, SacramentoRecord } from '../../shared/schemas/sacramentos';
import type { Db } from '../db/types';
import { shortDate } from '../documents/words';
import { found } from '../http-error';
import type { Actor } from '../lgpd/access-log';
import { sendNote } from '../pedidos/anotacoes-repository';
import { judgeRecord } from '../sacramentos/judge';
import { addNote, columnsOf, findRecord, insertRecord, noteOnBaptism } from '../sacramentos/repository';
import { parishName } from './casamentos-routes';
import type { CasamentoRow } from './repository';
import { permissoesOf } from './view';

const other = (n: 1 | 2) => (n === 1 ? 2 : 1);
export const spouse = (r: Pick<CasamentoRow, 'conjuge1' | 'conjuge2'>, n: 1 | 2): Noivo => (n === 1 ? r.conjuge1 : r.conjuge2);

/** The marginal note a spouse's baptism gets: whom, when and where they married, and where it is written. */
export const marriageNote = (r: CasamentoRow, n: 1 | 2, record: SacramentoRecord, parish: string) =>
  `Contraiu matrimônio com ${spouse(r, other(n)).nome} em ${shortDate(record.data)}, na ${parish}${record.local ? ` (${record.local})` : ''}. ` +
  `Matrimônio: livro ${record.livro}, folha ${record.folha}, termo ${record.termo}.`;

/** Has the spouse (by register) a baptism entry in this parish's book? Then noteOnBaptism already wrote it. */
async function baptisedHere(db: Db, paroquiaId: number, registerId: number | null): Promise<boolean> {
  if (!registerId) return false;
  const { rows } = await db.query(
    "SELECT 1 FROM sacramental_records WHERE paroquia_id = $1 AND kind = 'batismo' AND register_id = $2 AND annulled_at IS NULL LIMIT 1",
    [paroquiaId, registerId],
  );
  return rows.length > 0;
}

/**
 * Each Catholic spouse's notice (c. 1122): noted at once when baptised here (a register with a baptism entry),
 * a pending note in the baptism parish when it is on this portal (this one included, when the entry is not
 * linked), else a letter to print and send.
 */
async function sendNotices(tx: Db, actor: Actor, r: CasamentoRow, record: SacramentoRecord): Promise<void> {
  const own = (await parishName(tx, actor.paroquiaId))!;
  for (const n of [1, 2] as const) {
    const s = spouse(r, n);
    if (s.religiao !== 'catolica') continue;
    let modo: 'anotada' | 'portal' | 'carta' = 'carta';
    let anotacao: number | null = null;
    let paroquia = s.paroquia_batismo ?? 'Paróquia do batismo não informada';
    if (await baptisedHere(tx, actor.paroquiaId, s.register_id)) [modo, paroquia] = ['anotada', own];
    else if (s.paroquia_batismo_id) {
      paroquia = (await parishName(tx, s.paroquia_batismo_id))!;
      modo = 'portal';
      anotacao = await sendNote(tx, actor, {
        destino: s.paroquia_batismo_id,
        tipo: 'matrimonio',
        nome: s.nome,
        pai: s.pai,
        mae: s.mae,
        data_batismo: s.data_batismo,
        texto: marriageNote(r, n, record, own),
        source_record_id: record.id,
      });
    }
    await tx.query('INSERT INTO casamento_notificacoes (casamento_id, paroquia_id, conjuge, modo, paroquia, anotacao_id) VALUES ($1, $2, $3, $4, $5, $6)', [
      r.id,
      actor.paroquiaId,
      n,
      modo,
      paroquia,
      anotacao,
    ]);
  }
}

/**
 * Writes the marriage entry from a file habilitado (spouses, parents, witnesses, celebrant, date, place, civil
 * effect; the permissions as marginal notes) through the books' engine, sends each spouse's notice and
 * archives the file, inside the caller's transaction. The entry's id.
 */
export async function celebrate(tx: Db, actor: Actor, r: CasamentoRow, data: string, day: string): Promise<number> {
  const own = (await parishName(tx, actor.paroquiaId))!;
  const conjuge = async (s: Noivo) => ({
    register_id: s.register_id ?? undefined,
    nome: s.nome,
    pai: s.pai ?? undefined,
    mae: s.mae ?? undefined,
    paroquia_batismo: s.paroquia_batismo_id
      ? ((s.paroquia_batismo_id === actor.paroquiaId ? own : await parishName(tx, s.paroquia_batismo_id)) ?? undefined)
      : (s.paroquia_batismo ?? undefined),
    data_batismo: s.data_batismo ?? undefined,
  });
  const body: MatrimonioBody = {
    conjuge1: await conjuge(r.conjuge1),
    conjuge2: await conjuge(r.conjuge2),
    data: data,
    celebrante: r.celebrante ?? undefined,
    local: r.ent_name ?? undefined,
    testemunha1: r.testemunha1 ?? undefined,
    testemunha2: r.testemunha2 ?? undefined,
    efeito_civil: r.efeito_civil,
  };
  const people = await judgeRecord(tx, actor.paroquiaId, 'matrimonio', body, day);
  const id = await insertRecord(tx, actor.paroquiaId, 'matrimonio', columnsOf('matrimonio', body, people), null, actor);
  const record = found(await findRecord(tx, actor.paroquiaId, 'matrimonio', id));
  await noteOnBaptism(tx, actor.paroquiaId, record, actor);
  for (const p of await permissoesOf(tx, actor.paroquiaId, r.id)) {
    const imp = IMPEDIMENTOS[p.impedimento];
    await addNote(
      tx,
      id,
      `${PERMISSOES[imp.permissao]} (${imp.canon}: ${imp.rotulo}) concedida por ${p.concedida_por} em ${shortDate(p.data)}, protocolo ${p.protocolo}.`,
      actor,
      {
        automatic: true,
      },
    );
  }
  await sendNotices(tx, actor, r, record);
  await tx.query("UPDATE casamentos SET estado = 'arquivado', record_id = $3, data_celebracao = $4, updated_at = $5 WHERE id = $1 AND paroquia_id = $2", [
    r.id,
    actor.paroquiaId,
    id,
    data,
    actor.at,
  ]);
  return id;
}
