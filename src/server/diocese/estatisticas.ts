import { ESTATISTICAS_ROTULOS, type EstatisticaChave, type Estatisticas, type Numeros } from '../../shared/schemas/diocese';
import type { ReportTable } from '../caixa/report-files';
import type { Db } from '../db/types';

const KEYS = Object.keys(ESTATISTICAS_ROTULOS) as EstatisticaChave[];
const zero = (): Numeros => Object.fromEntries(KEYS.map((k) => [k, 0])) as Numeros;
const add = (a: Numeros, b: Numeros): Numeros => Object.fromEntries(KEYS.map((k) => [k, a[k] + b[k]])) as Numeros;

/**
 * The year's numbers of each parish from its own books: baptisms by the age on the day (a baptism without a birth date
 * counts as under one year, the usual infant baptism), first communions (students of First Eucharist classes concluded
 * in the year), confirmations, marriages (mixed when the entry says so: `misto`), funerals, and the students of every
 * catechesis class running in the year. Annulled entries do not count.
 */
async function numerosPorParoquia(db: Db, paroquiaIds: number[], ano: number): Promise<Map<number, Numeros>> {
  const { rows } = await db.query<{ paroquia_id: number } & Numeros>(
    `WITH r AS (
       SELECT paroquia_id, kind, data, nullif(fields ->> 'nascimento', '')::date AS nascimento, fields ->> 'misto' = 'true' AS misto
         FROM sacramental_records
        WHERE paroquia_id = ANY($1::int[]) AND annulled_at IS NULL AND data >= make_date($2, 1, 1) AND data < make_date($2 + 1, 1, 1)
     )
     SELECT p.id AS paroquia_id,
            (SELECT count(*) FROM r WHERE r.paroquia_id = p.id AND kind = 'batismo' AND (nascimento IS NULL OR data < nascimento + interval '1 year'))::int AS batismos_ate_1,
            (SELECT count(*) FROM r WHERE r.paroquia_id = p.id AND kind = 'batismo' AND data >= nascimento + interval '1 year' AND data <= nascimento + interval '7 years')::int AS batismos_1_a_7,
            (SELECT count(*) FROM r WHERE r.paroquia_id = p.id AND kind = 'batismo' AND data > nascimento + interval '7 years')::int AS batismos_acima_7,
            (SELECT count(*) FROM catechesis_students s JOIN catechesis_classes c ON c.id = s.turma_id
              WHERE c.paroquia_id = p.id AND c.sacramento = 'eucaristia' AND c.status = 3 AND extract(year FROM c.termino) = $2)::int AS primeiras_comunhoes,
            (SELECT count(*) FROM r WHERE r.paroquia_id = p.id AND kind = 'crisma')::int AS crismas,
            (SELECT count(*) FROM r WHERE r.paroquia_id = p.id AND kind = 'matrimonio' AND misto IS NOT TRUE)::int AS matrimonios_catolicos,
            (SELECT count(*) FROM r WHERE r.paroquia_id = p.id AND kind = 'matrimonio' AND misto)::int AS matrimonios_mistos,
            (SELECT count(*) FROM r WHERE r.paroquia_id = p.id AND kind = 'obito')::int AS exequias,
            (SELECT count(*) FROM catechesis_students s JOIN catechesis_classes c ON c.id = s.turma_id
              WHERE c.paroquia_id = p.id AND c.status <> 4 AND c.inicio < make_date($2 + 1, 1, 1) AND c.termino >= make_date($2, 1, 1))::int AS catequese_inscritos
       FROM unnest($1::int[]) AS p(id)`,
    [paroquiaIds, ano],
  );
  return new Map(rows.map(({ paroquia_id, ...n }) => [paroquia_id, n as Numeros]));
}

/** The year's statistics of the parishes named (id and name, in order), their total, and the totals of the five years up to it. */
export async function estatisticas(db: Db, paroquias: Array<{ id: number; nome: string }>, ano: number, paroquiaId: number | null): Promise<Estatisticas> {
  const ids = paroquias.map((p) => p.id);
  const anos = [];
  let deste = new Map<number, Numeros>();
  for (let a = ano - 4; a <= ano; a++) {
    const byParish = await numerosPorParoquia(db, ids, a);
    if (a === ano) deste = byParish;
    anos.push({ ano: a, numeros: [...byParish.values()].reduce(add, zero()) });
  }
  const linhas = paroquias.map((p) => ({ paroquia_id: p.id, nome: p.nome, numeros: deste.get(p.id) ?? zero() }));
  return { ano, paroquia_id: paroquiaId, paroquias: linhas, total: anos[anos.length - 1].numeros, anos };
}

/** The statistics as the report table its PDF and CSV are made from: a row per item, a column per parish and the total. */
export function estatisticasTable(e: Estatisticas, escopo: string): ReportTable {
  const several = e.paroquias.length > 1;
  const header = ['Sacramentos', ...(several ? e.paroquias.map((p) => p.nome) : []), 'Total'];
  const rows = KEYS.map((k) => [ESTATISTICAS_ROTULOS[k], ...(several ? e.paroquias.map((p) => String(p.numeros[k])) : []), String(e.total[k])]);
  return {
    title: 'Estatística anual - Sacramentos',
    subtitle: `${escopo} - ${e.ano}`,
    sections: [{ heading: 'Administração dos sacramentos', rows: [header, ...rows] }],
  };
}
