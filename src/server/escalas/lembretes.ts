import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/types';
import { tell, whenText } from './tell';

const BATCH = 50;
/** How long before a celebration its reminder goes (SQL). Publishing closer than this counts as the reminder. */
export const REMINDER_LEAD = "interval '2 days'";

interface Due {
  id: number;
  paroquia_id: number;
  inicio: Date;
  status: 'pendente' | 'aceita';
  user_id: number | null;
  register_id: number;
  ministerio: string;
  funcao: string;
  titulo: string;
  ent_name: string | null;
  time_zone: string;
}

/**
 * The e-mail reminder two days before: every published assignment still pending or accepted whose celebration
 * starts within two days gets one (a notification on the member's account, and an e-mail to the account's or the
 * register's address through the mail queue), once: `lembrete_enviado_em` is set in the claiming transaction.
 * A new occupant (a swap taken, a cell changed) has it cleared and is reminded in turn; an assignment published
 * less than two days before needs none (its request just went out: publishMonth). Answers the ids reminded.
 */
async function sendEscalaReminders(db: Db, now: Date): Promise<number[]> {
  const reminded: number[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const { rows } = await tx.query<Due>(
        `SELECT d.id, d.paroquia_id, d.inicio, d.status, mm.user_id, d.register_id, m.nome AS ministerio, f.nome AS funcao,
                coalesce(c.titulo, initcap(c.tipo)) AS titulo, e.ent_name, p.time_zone
           FROM escala_designacoes d
           JOIN ministerio_membros mm ON mm.id = d.membro_id
           JOIN ministerios m ON m.id = d.ministerio_id
           JOIN ministerio_funcoes f ON f.id = d.funcao_id
           JOIN celebracoes c ON c.id = d.celebracao_id
           LEFT JOIN communities e ON e.ent_id = c.ent_id AND e.paroquia_id = c.paroquia_id
           JOIN paroquias p ON p.id = d.paroquia_id
          WHERE d.publicada AND d.lembrete_enviado_em IS NULL AND d.status IN ('pendente', 'aceita') AND d.inicio > $1 AND d.inicio <= $1::timestamptz + ${/* sql-fragment: fixed */ REMINDER_LEAD}
          ORDER BY d.inicio, d.id
          LIMIT $2
            FOR UPDATE OF d SKIP LOCKED`,
        [now, BATCH],
      );
      for (const d of rows) {
        const when = whenText(d.inicio, d.time_zone);
        const where = d.ent_name ? ` (${d.ent_name})` : '';
        const ask = d.status === 'pendente' ? " Confirme ou recuse em 'Minha escala' no portal." : '';
        await tell(
          tx,
          d.paroquia_id,
          d,
          {
            title: `Lembrete da escala: ${d.ministerio}`,
            subject: `Lembrete: ${d.ministerio} — ${when}`,
            body: `Você está na escala de ${d.ministerio} (${d.funcao}): ${d.titulo}${where}, ${when}.${ask}`,
          },
          now,
        );
      }
      if (rows.length) await tx.query('UPDATE escala_designacoes SET lembrete_enviado_em = $2 WHERE id = ANY($1::int[])', [rows.map((d) => d.id), now]);
      return rows.map((d) => d.id);
    });
    reminded.push(...batch);
    if (batch.length < BATCH) return reminded;
  }
}

/** Runs the reminders two days before on the app's scheduler (reminders/scheduler.ts): registered after it. */
export const escalasLembretesPlugin: FastifyPluginAsync = async (app) => {
  app.reminderScheduler.addJob(sendEscalaReminders);
};
