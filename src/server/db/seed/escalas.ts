import { MINISTERIOS_SUGERIDOS, repeticaoDe } from '../../../shared/schemas/escalas';
import { DEFAULT_TIME_ZONE, dayIn } from '../../../shared/time-zone';
import { monthSpan } from '../../escalas/context';
import { writeCells } from '../../escalas/designacoes-repository';
import { REMINDER_LEAD } from '../../escalas/lembretes';
import { fillMonth } from '../../escalas/fill';
import { fillCells, fillMember, loadMonth } from '../../escalas/grid';
import { findMinisterio } from '../../escalas/ministerios-repository';
import type { Db } from '../types';
import type { CoreSeed } from './core';

/**
 * The rosters' demo: São José's acolytes (coordinated by coord-acolitos; `acolito` among them), readers and
 * music; their needs on the Sunday Masses of the Matriz; two months of history (served, a few missed) and
 * this month and the next filled and published, `acolito` with requests pending and accepted.
 */
interface Spec {
  nome: string;
  visibilidade: 'privada' | 'primeiro_nome' | 'iniciais';
  funcoes: string[];
  coordenador: string;
  /** Per Sunday Mass hour: the quantity of each position (in `funcoes` order). */
  needs: Record<string, number[]>;
  people: string[];
}

const SPECS: Spec[] = [
  {
    nome: MINISTERIOS_SUGERIDOS[0],
    visibilidade: 'primeiro_nome',
    funcoes: ['Cerimoniário', 'Turiferário', 'Naveteiro', 'Cruciferário', 'Ceroferário'],
    coordenador: 'coord-acolitos',
    needs: { '07:00': [1, 0, 0, 0, 1], '09:00': [1, 1, 1, 1, 2], '19:00': [1, 0, 0, 1, 1] },
    people: [
      'Lucas Henrique Oliveira',
      'Miguel Arcanjo Santos',
      'Davi Lucca Ferreira',
      'Gabriel Moraes Lima',
      'Rafael Nogueira Dias',
      'Samuel Oliveira Costa',
      'Heitor Alves Ribeiro',
      'Bernardo Pires Cunha',
      'Arthur Mendes Rocha',
      'Enzo Carvalho Melo',
      'Isaque Barros Teixeira',
      'Joaquim Freitas Araújo',
    ],
  },
  {
    nome: MINISTERIOS_SUGERIDOS[1],
    visibilidade: 'iniciais',
    funcoes: ['1ª leitura', 'Salmo', '2ª leitura', 'Preces'],
    coordenador: 'gestora',
    needs: { '07:00': [1, 1, 1, 1], '09:00': [1, 1, 1, 1], '19:00': [1, 1, 1, 1] },
    people: [
      'Regina Célia Prado',
      'Antônio Carlos Moura',
      'Beatriz Helena Castro',
      'Fernanda Lopes Vieira',
      'Paulo Roberto Campos',
      'Luciana Reis Andrade',
      'Marcelo Tavares Pinto',
      'Cristina Duarte Faria',
      'Sérgio Augusto Brandão',
      'Patrícia Gomes Azevedo',
      'Eduardo Lima Fonseca',
      'Vera Lúcia Monteiro',
    ],
  },
  {
    nome: MINISTERIOS_SUGERIDOS[3],
    visibilidade: 'privada',
    funcoes: ['Equipe de música'],
    coordenador: 'semfoto',
    needs: { '09:00': [1], '19:00': [1] },
    people: ['Ministério Jovem Shalom', 'Coral São José', 'Grupo Canção Nova', 'Banda Esperança'],
  },
];

const monthOf = (today: string, shift: number) => {
  const [y, m] = today.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + shift, 1));
  return d.toISOString().slice(0, 7);
};

export async function seedEscalas(tx: Db, core: CoreSeed): Promise<void> {
  const sj = core.parishes.saoJose;
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  const { rows: sundays } = await tx.query<{ id: number; hora: string }>(
    `SELECT id, to_char(hora, 'HH24:MI') AS hora FROM celebracoes WHERE paroquia_id = $1 AND ent_id = $2 AND regra = 'FREQ=WEEKLY;BYDAY=SU'`,
    [sj.id, sj.communityIds[0]],
  );
  const sundayAt = new Map(sundays.map((s) => [s.hora, s.id]));
  for (const spec of SPECS) {
    const { rows: made } = await tx.query<{ id: number }>(
      'INSERT INTO ministerios (paroquia_id, nome, visibilidade, menores_ate) VALUES ($1, $2, $3, $4) RETURNING id',
      [sj.id, spec.nome, spec.visibilidade, spec.nome.startsWith('Acólitos') ? '19:00' : null],
    );
    const ministerioId = made[0].id;
    const funcaoIds: number[] = [];
    for (const [ordem, nome] of spec.funcoes.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO ministerio_funcoes (paroquia_id, ministerio_id, nome, ordem) VALUES ($1, $2, $3, $4) RETURNING id',
        [sj.id, ministerioId, nome, ordem],
      );
      funcaoIds.push(rows[0].id);
    }
    await tx.query('INSERT INTO ministerio_coordenadores (ministerio_id, paroquia_id, user_id) VALUES ($1, $2, $3)', [
      ministerioId,
      sj.id,
      core.users[spec.coordenador].id,
    ]);
    for (const [hora, quantities] of Object.entries(spec.needs)) {
      for (const [i, q] of quantities.entries()) {
        if (q > 0 && sundayAt.has(hora))
          await tx.query('INSERT INTO escala_necessidades (paroquia_id, ministerio_id, celebracao_id, funcao_id, quantidade) VALUES ($1, $2, $3, $4, $5)', [
            sj.id,
            ministerioId,
            sundayAt.get(hora),
            funcaoIds[i],
            q,
          ]);
      }
    }
    for (const [i, name] of spec.people.entries()) {
      // Registers as the demo's others are: a mobile phone of their own, Campinas' CEP.
      const phone = `1998${String(SPECS.indexOf(spec) * 100 + i).padStart(7, '0')}`;
      const { rows } = await tx.query<{ id: number }>(
        "INSERT INTO registers (paroquia_id, name, phone, cep, city, state) VALUES ($1, $2, $3, '13015904', 'Campinas', 'SP') RETURNING id",
        [sj.id, name, phone],
      );
      const isAcolito = name === 'Lucas Henrique Oliveira';
      // The youngest acolytes are minors (no Mass after 19:00); two brothers serve together.
      await tx.query(
        `INSERT INTO ministerio_membros (paroquia_id, ministerio_id, register_id, user_id, funcoes, menor, vezes_por_mes, familia, familia_modo)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          sj.id,
          ministerioId,
          rows[0].id,
          isAcolito ? core.users.acolito.id : null,
          spec.funcoes.length > 2 && i % 3 === 2 ? funcaoIds.slice(2) : [],
          spec.nome.startsWith('Acólitos') && i >= 9,
          i % 4 === 3 ? 2 : null,
          name.endsWith('Oliveira Costa') || isAcolito ? 'Oliveira' : null,
          name.endsWith('Oliveira Costa') || isAcolito ? 'juntos' : null,
        ],
      );
    }
    // A reader who never serves on the second Sunday of the month (a repeating blockout).
    if (spec.nome === MINISTERIOS_SUGERIDOS[1])
      await tx.query(
        `INSERT INTO escala_indisponibilidades (paroquia_id, register_id, inicio, fim, repeticao, motivo)
         SELECT $1, register_id, $2, $3, $4, 'Plantão no hospital' FROM ministerio_membros WHERE ministerio_id = $5 ORDER BY id LIMIT 1`,
        [sj.id, monthSpan(monthOf(today, -2)).de, monthSpan(monthOf(today, 6)).ate, repeticaoDe(0, 2), ministerioId],
      );
    const m = { ...(await findMinisterio(tx, sj.id, ministerioId))!, pode_gerir: true };
    for (const shift of [-2, -1, 0, 1]) {
      const { de, ate } = monthSpan(monthOf(today, shift));
      const data = await loadMonth(tx, sj.id, DEFAULT_TIME_ZONE, m, de, ate);
      const cells = fillCells(
        data.occurrences.filter((o) => !o.cancelada),
        m,
      );
      const { assigned } = fillMonth({
        cells,
        members: data.membros.map((x) => fillMember(x)),
        busy: data.people.busy,
      });
      const registers = new Map(data.membros.map((x) => [x.id, x.register_id]));
      await writeCells(
        tx,
        sj.id,
        assigned.map((a) => ({
          ...a,
          ministerio_id: ministerioId,
          register_id: registers.get(a.membro_id)!,
          inicio: new Date(a.inicio),
          fim: new Date(a.fim),
          manual: false,
        })),
      );
    }
    // Published; what has happened served (one in nine missed); what is to come accepted, every third still pending;
    // reminded, as publishing does, when it starts within the reminder's lead (and whatever has passed).
    await tx.query(
      `UPDATE escala_designacoes SET publicada = true,
              status = CASE WHEN fim < $2 THEN CASE WHEN id % 9 = 0 THEN 'faltou' ELSE 'servida' END WHEN id % 3 = 0 THEN 'pendente' ELSE 'aceita' END,
              lembrete_enviado_em = CASE WHEN inicio <= $2::timestamptz + ${/* sql-fragment: fixed */ REMINDER_LEAD} THEN $2::timestamptz END
        WHERE ministerio_id = $1`,
      [ministerioId, core.now],
    );
  }
  // `acolito` has at least one request still to answer.
  await tx.query(
    `UPDATE escala_designacoes SET status = 'pendente' WHERE id = (
       SELECT d.id FROM escala_designacoes d JOIN ministerio_membros mm ON mm.id = d.membro_id WHERE mm.user_id = $1 AND d.inicio > $2 ORDER BY d.inicio LIMIT 1)`,
    [core.users.acolito.id, core.now],
  );
}
