import { dayIn, DEFAULT_TIME_ZONE } from '../../../shared/time-zone';
import { addDays } from '../../../shared/plain-date';
import { zonedInstant } from '../../agenda/recurrence';
import type { Db } from '../types';
import type { CoreSeed } from './core';

/**
 * The calendar's demo data: São José's Masses (Sundays and weekdays in several communities, a first-Friday
 * Mass, the patron's feast), confessions, adoration and a novena; one Sunday Mass cancelled and one
 * weekday Mass moved in the coming weeks; a few events (public and internal) and intentions for next
 * Sunday's Mass. Aparecida gets its Sunday Masses, so the public element has two parishes to show.
 */

type Row = [community: number, tipo: string, titulo: string | null, regra: string, hora: string, duracao: number, celebrante: string | null];
const PAROCO = 'Pe. Antônio Ribeiro';
const VIGARIO = 'Pe. João Batista Lima';

/** The first `weekday` (0 Sunday) strictly after `day`. */
function next(day: string, weekday: number): string {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, (weekday - d + 7) % 7 || 7);
}

async function insert(tx: Db, paroquiaId: number, inicio: string, rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [ent, tipo, titulo, regra, hora, duracao, celebrante] of rows) {
    const { rows: made } = await tx.query<{ id: number }>(
      `INSERT INTO celebracoes (paroquia_id, tipo, titulo, ent_id, regra, hora, duracao_min, inicio, celebrante)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [paroquiaId, tipo, titulo, ent, regra, hora, duracao, inicio, celebrante],
    );
    ids.push(made[0].id);
  }
  return ids;
}

export async function seedAgenda(tx: Db, core: CoreSeed): Promise<void> {
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  const inicio = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
  const sj = core.parishes.saoJose;
  const [matriz, luzia, benedito, gracas, expedito] = sj.communityIds;
  const ids = await insert(tx, sj.id, inicio, [
    [matriz, 'missa', null, 'FREQ=WEEKLY;BYDAY=SU', '07:00', 60, PAROCO],
    [matriz, 'missa', null, 'FREQ=WEEKLY;BYDAY=SU', '09:00', 60, PAROCO],
    [matriz, 'missa', null, 'FREQ=WEEKLY;BYDAY=SU', '19:00', 60, VIGARIO],
    [matriz, 'missa', 'Missa vespertina', 'FREQ=WEEKLY;BYDAY=SA', '19:00', 60, VIGARIO],
    [matriz, 'missa', null, 'FREQ=WEEKLY;BYDAY=TU,WE,TH,FR', '19:00', 45, PAROCO],
    [matriz, 'missa', 'Missa do Sagrado Coração (primeira sexta-feira)', 'FREQ=MONTHLY;BYDAY=1FR', '15:00', 60, PAROCO],
    [matriz, 'missa', 'Solenidade de São José', 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=19', '19:30', 90, PAROCO],
    [matriz, 'confissao', 'Confissões', 'FREQ=WEEKLY;BYDAY=SA', '09:00', 120, PAROCO],
    [matriz, 'adoracao', 'Adoração ao Santíssimo', 'FREQ=WEEKLY;BYDAY=TH', '20:00', 60, null],
    [luzia, 'missa', null, 'FREQ=WEEKLY;BYDAY=SU', '08:00', 60, VIGARIO],
    [luzia, 'missa', null, 'FREQ=WEEKLY;BYDAY=WE', '19:30', 45, VIGARIO],
    [benedito, 'missa', null, 'FREQ=WEEKLY;BYDAY=SU', '10:00', 60, VIGARIO],
    [gracas, 'missa', null, 'FREQ=WEEKLY;BYDAY=SA', '17:00', 60, VIGARIO],
    [expedito, 'missa', null, 'FREQ=WEEKLY;BYDAY=SU', '18:00', 60, VIGARIO],
    [expedito, 'novena', 'Novena de Santo Expedito', 'FREQ=MONTHLY;BYMONTHDAY=19', '19:30', 45, null],
  ]);
  const [, sunday9, sunday19, , , , , , , , luziaWednesday] = ids;
  const exceptions: Array<[number, string, string, string | null, string]> = [
    [sunday19, addDays(next(today, 0), 7), 'cancelar', null, 'Não haverá missa: retiro do clero.'],
    [luziaWednesday, next(today, 3), 'mover', '20:00', 'Horário alterado pela novena da padroeira.'],
  ];
  for (const [id, data, acao, hora, motivo] of exceptions) {
    await tx.query('INSERT INTO excecoes (celebracao_id, paroquia_id, data, acao, nova_hora, motivo) VALUES ($1, $2, $3, $4, $5, $6)', [
      id,
      sj.id,
      data,
      acao,
      hora,
      motivo,
    ]);
  }
  const at = (day: string, time: string) => zonedInstant(day, time, DEFAULT_TIME_ZONE);
  const events: Array<[string, string | null, number | null, Date, Date, boolean]> = [
    [
      'Festa junina da paróquia',
      'Quadrilha, barracas e bingo. Renda para a reforma do salão.',
      matriz,
      at(addDays(next(today, 6), 14), '18:00'),
      at(addDays(next(today, 6), 14), '23:00'),
      true,
    ],
    ['Reunião do Conselho Pastoral', 'Pauta: calendário do próximo ano.', null, at(next(today, 2), '20:00'), at(next(today, 2), '21:30'), false],
    // A Saturday 22 to 28 days away: inside the next 34 days whatever the weekday (a Sunday + 28 was 35 days on a Sunday).
    ['Retiro de Crisma', null, benedito, at(addDays(next(today, 6), 21), '08:00'), at(addDays(next(today, 6), 21), '17:00'), true],
  ];
  for (const [titulo, descricao, ent, start, end, publica] of events) {
    await tx.query('INSERT INTO eventos (paroquia_id, titulo, descricao, ent_id, inicio, fim, publica) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      sj.id,
      titulo,
      descricao,
      ent,
      start,
      end,
      publica,
    ]);
  }
  // The first one's offering waits for the treasurer (Dízimo > Espórtulas).
  const intentions: Array<[string, string, string, number | null]> = [
    ['falecido', 'Pelas almas de João e Maria da Silva (7º dia)', 'Família Silva', 3000],
    ['acao_de_gracas', 'Em ação de graças pelos 50 anos de casamento de Antônio e Lúcia', 'Lúcia Pereira', null],
    ['saude', 'Pela saúde de Dona Cida', 'Vizinhos da Rua das Flores', null],
  ];
  for (const [i, [tipo, intencao, solicitante, oferta]] of intentions.entries()) {
    await tx.query(
      'INSERT INTO intencoes (paroquia_id, celebracao_id, data, ordem, intencao, tipo, solicitante, oferta_centavos) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [sj.id, sunday9, next(today, 0), i + 1, intencao, tipo, solicitante, oferta],
    );
  }
  const ap = core.parishes.aparecida;
  await insert(tx, ap.id, inicio, [
    [ap.communityIds[0], 'missa', null, 'FREQ=WEEKLY;BYDAY=SU', '08:00', 60, null],
    [ap.communityIds[0], 'missa', null, 'FREQ=WEEKLY;BYDAY=SU', '18:00', 60, null],
    [ap.communityIds[1], 'missa', null, 'FREQ=WEEKLY;BYDAY=SA', '19:00', 60, null],
  ]);
}
