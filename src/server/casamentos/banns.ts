import type { Noivo } from '../../shared/schemas/casamentos';
import { acrossParishes } from '../db/scope';
import type { Db } from '../db/types';
import { shortDate } from '../documents/words';
import type { Actor } from '../lgpd/access-log';
import { announceDueNotices } from '../notices/announce';
import { insertNotice } from '../notices/repository';
import { parishName } from './casamentos-routes';
import { setEstado, type CasamentoRow } from './repository';

const parents = (n: Noivo) => (n.pai || n.mae ? `, filho(a) de ${[n.pai, n.mae].filter(Boolean).join(' e ')}` : '');
/** The banns' text; `paroquia` where the wedding is (in its own notices: 'nesta paróquia'). */
export const bannsText = (r: CasamentoRow, paroquia: string, domingos: string[]) =>
  `Querem contrair matrimônio ${r.conjuge1.nome}${parents(r.conjuge1)} e ${r.conjuge2.nome}${parents(r.conjuge2)}` +
  `${r.data_prevista ? `, em ${shortDate(r.data_prevista)}` : ''}, ${paroquia}. Proclamas lidos nos domingos ${domingos.map(shortDate).join(', ')}. ` +
  'Quem souber de algum impedimento é obrigado a comunicá-lo ao pároco (c. 1069).';

/**
 * Publishes a file's banns for `domingos`: a notice of this parish and one of each spouse's baptism parish on
 * this portal, the file in 'proclamas' (unless already habilitado). Inside the caller's transaction.
 */
export async function publishBanns(tx: Db, actor: Actor, file: CasamentoRow, domingos: string[]): Promise<void> {
  const own = (await parishName(tx, actor.paroquiaId))!;
  const notice = {
    title: 'Proclamas de casamento',
    legend: bannsText(file, 'nesta paróquia', domingos),
    level_importance: 1,
    send_at: null,
  };
  const ids = [await insertNotice(tx, { paroquiaId: actor.paroquiaId, userId: actor.userId }, notice, null, actor.at)];
  const legend = bannsText(file, `na ${own}`, domingos);
  // The other spouse's parish on this portal reads them in its own notices too (no author there).
  const others = [...new Set([file.conjuge1.paroquia_batismo_id, file.conjuge2.paroquia_batismo_id])].filter(
    (id): id is number => id !== null && id !== actor.paroquiaId,
  );
  const names: string[] = [];
  // The notices of the spouses' baptism parishes are that parish's rows, written from this one (db/scope.ts).
  await acrossParishes(async () => {
    for (const id of others) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO notices (paroquia_id, author_id, title, legend, level_importance, created_at, updated_at) VALUES ($1, NULL, $2, $3, 1, $4, $4) RETURNING id`,
        [id, notice.title, legend, actor.at],
      );
      ids.push(rows[0].id);
      names.push((await parishName(tx, id))!);
    }
    // Each parish is told of its new notice as when one is written there.
    for (const id of ids) await announceDueNotices(tx, actor.at, id);
    // The couple's names are public while the banns run: through the end of the last Sunday, in each parish's zone.
    await tx.query(
      `UPDATE notices n SET public_until = ((SELECT max(d) FROM unnest($2::date[]) AS d) + 1)::timestamp AT TIME ZONE p.time_zone
         FROM paroquias p WHERE n.id = ANY($1::int[]) AND p.id = n.paroquia_id`,
      [ids, domingos],
    );
  });
  await tx.query(
    `UPDATE casamentos SET proclamas_domingos = $3::date[], proclamas_publicadas_em = $4, proclamas_paroquias = $5, proclamas_avisos = $6::int[], updated_at = $4
      WHERE id = $1 AND paroquia_id = $2`,
    [file.id, actor.paroquiaId, domingos, actor.at, names, ids],
  );
  if (file.estado !== 'habilitado') await setEstado(tx, actor.paroquiaId, file.id, 'proclamas', actor.at);
}
