import type { Db } from '../types';
import type { CoreSeed } from './core';

const MINUTE = 60 * 1000;

/** [from, to, minutes before the seed's now, text]; the newest messages to admin stay unread. */
type Line = [string, string, number, string];

const SAO_JOSE: Line[] = [
  ['secretaria', 'admin', 26 * 60, 'Bom dia, padre! A agenda de batizados de sábado está fechada: são seis crianças.'],
  ['admin', 'secretaria', 26 * 60 - 4, 'Bom dia, Maria! Obrigado. Peça aos padrinhos que cheguem às 9h para a preparação.'],
  ['secretaria', 'admin', 26 * 60 - 6, 'Combinado. Vou avisar as famílias por telefone ainda hoje.'],
  ['admin', 'secretaria', 3 * 60, 'Maria, conseguiu confirmar o ministro para a missa das 19h na Capela Santa Luzia?'],
  ['secretaria', 'admin', 40, 'Confirmado: o diácono Paulo preside a celebração da palavra.'],
  ['secretaria', 'admin', 12, 'Padre, os livros de batismo chegaram. Deixei na secretaria paroquial.'],
  ['coordenador', 'admin', 5 * 60, 'Pe. Antônio, a lista dos crismandos está pronta. Podemos marcar a reunião com os pais?'],
  ['admin', 'coordenador', 5 * 60 - 20, 'Podemos sim. Que tal quinta-feira, às 20h, no salão paroquial?'],
  ['coordenador', 'admin', 25, 'Quinta às 20h está ótimo. Vou preparar a pauta e mandar para o senhor.'],
  ['catequista', 'coordenador', 2 * 24 * 60, 'José, terminei o roteiro do encontro sobre os dons do Espírito Santo.'],
  ['coordenador', 'catequista', 2 * 24 * 60 - 15, 'Que bom, Ana! Manda para mim que eu reviso ainda hoje.'],
  ['catequista', 'coordenador', 2 * 24 * 60 - 18, 'Enviado! Também separei as músicas do retiro.'],
  ['acolito', 'admin', 3 * 24 * 60, 'Padre, a escala dos acólitos para a Semana Santa já está no mural.'],
  ['admin', 'acolito', 3 * 24 * 60 - 30, 'Muito bem, Lucas. Lembre os novatos do ensaio de sexta.'],
  ['semfuso', 'secretaria', 6 * 60, 'Maria, a sala da catequese da 1ª Eucaristia estará livre no sábado à tarde?'],
  ['secretaria', 'semfuso', 6 * 60 - 10, 'Está livre das 14h às 17h, Juliana. Já reservei para vocês.'],
];

/** Who has whom pinned. */
const PINS: Array<[string, string]> = [
  ['admin', 'secretaria'],
  ['admin', 'coordenador'],
  ['secretaria', 'admin'],
];

/** The newest messages sent to admin are left unread (the list's badges); everything else was read. */
const UNREAD_FOR_ADMIN_WITHIN_MINUTES = 60;

/**
 * Conversations between the demo people of São José (some unread for admin, a few pinned), and one
 * in Aparecida between its administrator and one of its acolytes, which São José must never see.
 */
export async function seedChat(tx: Db, core: CoreSeed): Promise<void> {
  const { users, now } = core;
  const rows = SAO_JOSE.map(([from, to, minutes, text]) => ({
    paroquiaId: users[from].paroquiaId,
    sender: users[from].id,
    receiver: users[to].id,
    text,
    at: new Date(now.getTime() - minutes * MINUTE),
    read: !(to === 'admin' && minutes <= UNREAD_FOR_ADMIN_WITHIN_MINUTES),
  }));

  const outra = users.outra;
  const { rows: neighbours } = await tx.query<{ id: number }>('SELECT id FROM users WHERE paroquia_id = $1 AND id <> $2 AND status = 0 ORDER BY id LIMIT 1', [
    outra.paroquiaId,
    outra.id,
  ]);
  const acolyte = neighbours[0];
  if (acolyte) {
    rows.push(
      {
        paroquiaId: outra.paroquiaId,
        sender: outra.id,
        receiver: acolyte.id,
        text: 'Boa tarde! Pode ajudar na missa das crianças no domingo às 9h?',
        at: new Date(now.getTime() - 90 * MINUTE),
        read: true,
      },
      {
        paroquiaId: outra.paroquiaId,
        sender: acolyte.id,
        receiver: outra.id,
        text: 'Posso sim! Levo a túnica nova.',
        at: new Date(now.getTime() - 30 * MINUTE),
        read: false,
      },
    );
  }
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  await tx.query(
    `INSERT INTO chat_messages (paroquia_id, sender_id, receiver_id, message, created_at, is_read)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::timestamptz[], $6::boolean[])`,
    [
      rows.map((r) => r.paroquiaId),
      rows.map((r) => r.sender),
      rows.map((r) => r.receiver),
      rows.map((r) => r.text),
      rows.map((r) => r.at),
      rows.map((r) => r.read),
    ],
  );
  await tx.query('INSERT INTO chat_pins (user_id, pinned_user_id) SELECT * FROM unnest($1::int[], $2::int[])', [
    PINS.map(([who]) => users[who].id),
    PINS.map(([, whom]) => users[whom].id),
  ]);
}
