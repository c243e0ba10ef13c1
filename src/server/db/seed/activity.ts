import { notify } from '../../notifications/notify';
import type { Db } from '../types';
import type { CoreSeed } from './core';

/** A small deterministic generator, so every fresh database gets the same demo history. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const DAY = 24 * 60 * 60 * 1000;

/** About a year of sign-ins (the dashboard's accesses chart) and a few notifications for admin. */
export async function seedActivity(tx: Db, core: CoreSeed): Promise<void> {
  const next = random(2026);
  const userIds: number[] = [];
  const parishIds: number[] = [];
  const times: Date[] = [];
  const active = Object.entries(core.users).filter(([name]) => name !== 'bloqueado');
  for (let day = 365; day >= 1; day--) {
    const month = new Date(core.now.getTime() - day * DAY).getMonth();
    // Quieter in the January holidays, busier around Lent and the Crisma season.
    const busy = month === 0 ? 0.15 : month >= 2 && month <= 5 ? 0.45 : 0.3;
    for (const [, user] of active) {
      if (next() < busy) {
        userIds.push(user.id);
        parishIds.push(user.paroquiaId);
        times.push(new Date(core.now.getTime() - day * DAY + Math.floor(next() * 14 + 7) * 3600_000));
      }
    }
  }
  await tx.query('INSERT INTO user_logins (user_id, paroquia_id, at) SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[])', [
    userIds,
    parishIds,
    times,
  ]);

  const admin = core.users.admin;
  const target = { userId: admin.id, paroquiaId: admin.paroquiaId };
  await notify(tx, target, { type: 'info', title: 'Bem-vindo ao portal', body: 'Seu acesso de administrador está ativo.' });
  await notify(tx, target, { type: 'alert', title: 'Novo aviso publicado', body: 'Missa de Crisma no sábado às 19h na Matriz.' });
  await notify(tx, target, { type: 'message', title: 'Nova mensagem de Maria Aparecida Souza', body: 'Padre, os livros de batismo chegaram.' });
  await notify(tx, target, { type: 'message', title: 'Nova mensagem de José Carlos Almeida', body: 'A lista dos crismandos está pronta.' });
  await tx.query("UPDATE notifications SET read = true WHERE user_id = $1 AND type = 'info'", [admin.id]);
}
