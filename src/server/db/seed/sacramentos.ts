import { dayIn, DEFAULT_TIME_ZONE } from '../../../shared/time-zone';
import type { SacramentoBody, SacramentoTipo } from '../../../shared/schemas/sacramentos';
import type { Actor } from '../../lgpd/access-log';
import { openBook } from '../../sacramentos/book-register';
import { insertCertificate, parishSigners } from '../../sacramentos/certificates';
import { addNote, annulRecord, columnsOf, findRecord, insertRecord, noteOnBaptism, type Person } from '../../sacramentos/repository';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import { between, pick, random, type Rng } from './random';

/**
 * São José's sacramental books: 16 baptisms digitised from the old paper book nº 5 (1998, with its own
 * folha and termo), 14 numbered by the system in the baptism book nº 6 opened at the start of last year
 * (each other kind's book nº 1 opened then too), crismas, marriages (one of a person baptised here, so
 * the automatic note is on the baptism), two funerals, one annulled entry, one certificate signed by
 * the pároco. Names are the seed's own and the registers linked are the newest, so module tests keep theirs.
 */
const FIRST = [
  'Adélia',
  'Benedito',
  'Custódia',
  'Domingos',
  'Efigênia',
  'Firmino',
  'Glória',
  'Honório',
  'Iracema',
  'Jacinto',
  'Leocádia',
  'Norberto',
  'Odete',
  'Policarpo',
  'Rosalina',
  'Valdemar',
];
const LAST = ['Arruda', 'Bittencourt', 'Coutinho', 'Falcão', 'Guedes', 'Leme', 'Macedo', 'Pacheco', 'Quintela', 'Sampaio', 'Tavares', 'Valadares'];
const PRIESTS = ['Pe. Antônio Ribeiro', 'Pe. Geraldo Magela', 'Pe. Orlando Fontes'];
const PLACES = ['Matriz São José', 'Capela Santa Rita', 'Comunidade Nossa Senhora de Fátima'];
const OLD_BOOK = { livro: 5, folha: 112, termo: 445 };

const name = (rng: Rng) => `${pick(rng, FIRST)} ${pick(rng, LAST)} ${pick(rng, LAST)}`;
const day = (rng: Rng, year: number, until = '9999-12-31') => {
  const d = `${year}-${String(between(rng, 1, 12)).padStart(2, '0')}-${String(between(rng, 1, 28)).padStart(2, '0')}`;
  return d > until ? until : d;
};
/** `n` days of `year`, in order: the system numbers entries as they are written. */
const days = (rng: Rng, year: number, n: number) => Array.from({ length: n }, () => day(rng, year)).sort();
/** A verification code like the server's (Crockford's base 32), from the seed's generator. */
const code = (rng: Rng) =>
  Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[between(rng, 0, 31)]).join('')).join('-');

/** Registers of the parish born in [from, to], newest first, whose names and parents do not collide with the tests' searches. */
async function people(tx: Db, paroquiaId: number, from: string, to: string, n: number, except: number[] = []): Promise<Person[]> {
  const { rows } = await tx.query<Person>(
    `SELECT id, name, to_char(born_date, 'YYYY-MM-DD') AS born_date, father_name, mother_name FROM registers r
      WHERE paroquia_id = $1 AND born_date BETWEEN $2::date AND $3::date AND anonymised_at IS NULL AND NOT (id = ANY($5::int[]))
        AND search_fold(name || ' ' || coalesce(father_name, '') || ' ' || coalesce(mother_name, '')) !~ '(lucia|brandao|conceicao)'
        AND NOT EXISTS (SELECT 1 FROM catechesis_students s WHERE s.register_id = r.id)
      ORDER BY id DESC LIMIT $4`,
    [paroquiaId, from, to, n, except],
  );
  return rows;
}

export async function seedSacramentos(tx: Db, core: CoreSeed): Promise<void> {
  const rng = random(2_100_021);
  const paroquiaId = core.parishes.saoJose.id;
  const actor: Actor = { paroquiaId, userId: core.users.secretaria.id, userName: 'Maria Aparecida Souza', ip: null, at: core.now };
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  const lastYear = Number(today.slice(0, 4)) - 1;
  const write = async (kind: SacramentoTipo, body: SacramentoBody, people: Person[] = [], numbers: typeof OLD_BOOK | null = null) => {
    const id = await insertRecord(tx, paroquiaId, kind, columnsOf(kind, body, new Map(people.map((p) => [p.id, p]))), numbers, actor);
    const record = (await findRecord(tx, paroquiaId, kind, id))!;
    await noteOnBaptism(tx, paroquiaId, record, actor);
    return record;
  };
  const common = () => ({ celebrante: pick(rng, PRIESTS), local: pick(rng, PLACES) });

  // The old paper book: four entries a page, from folha 112; the first four are people of the registers born then.
  const born98 = await people(tx, paroquiaId, '1997-06-01', '1998-10-31', 4);
  const baptised: Person[] = [];
  // Everyone in these pages was born by October 1998 and baptised in November or December, in the book's order.
  const oldDates = Array.from({ length: 16 }, () => `1998-${between(rng, 11, 12)}-${String(between(rng, 1, 28)).padStart(2, '0')}`).sort();
  for (let i = 0; i < 16; i++) {
    const person = born98[i];
    const nascimento = person?.born_date ?? day(rng, 1998, '1998-10-31');
    const data = oldDates[i];
    const numbers = { livro: OLD_BOOK.livro, folha: OLD_BOOK.folha + Math.floor(i / 4), termo: OLD_BOOK.termo + i };
    const body = person
      ? { register_id: person.id, data, padrinho: name(rng), madrinha: name(rng), local_nascimento: 'Campinas/SP', testemunhas: [name(rng)], ...common() }
      : {
          nome: name(rng),
          nascimento,
          data,
          pai: name(rng),
          mae: name(rng),
          padrinho: name(rng),
          madrinha: name(rng),
          local_nascimento: 'Campinas/SP',
          ...common(),
        };
    const record = await write('batismo', body, person ? [person] : [], numbers);
    if (person) baptised.push(person);
    if (i === 5) await addNote(tx, record.id, 'Retificado o nome da madrinha conforme declaração dos pais (digitalização do livro 5).', actor);
  }

  // The books the system keeps, opened at the start of last year: baptisms continue the paper books (nº 6).
  for (const kind of ['batismo', 'crisma', 'matrimonio', 'obito'] as const) await openBook(tx, paroquiaId, kind, `${lastYear}-01-01`);

  // Last year's book, numbered by the system; one entry annulled (written twice).
  let duplicate = 0;
  for (const [i, data] of days(rng, lastYear, 14).entries()) {
    const nascimento = day(rng, lastYear - 1);
    const record = await write('batismo', {
      nome: name(rng),
      nascimento,
      data,
      local_nascimento: 'Campinas/SP',
      pai: name(rng),
      mae: name(rng),
      padrinho: name(rng),
      madrinha: name(rng),
      ...common(),
    });
    if (i === 9) duplicate = record.id;
  }
  await annulRecord(tx, paroquiaId, 'batismo', duplicate, 'Registro lançado em duplicidade (ver o termo seguinte).', actor);

  // Crismas of young people of the registers (none of a class still to be written), and one of a person baptised here.
  const teens = await people(
    tx,
    paroquiaId,
    `${lastYear - 17}-01-01`,
    `${lastYear - 15}-12-31`,
    3,
    baptised.map((p) => p.id),
  );
  // In the order celebrated, as the book numbers them.
  if (baptised[0])
    await write(
      'crisma',
      { register_id: baptised[0].id, data: `${lastYear}-05-18`, celebrante: 'Dom Orani Pereira', local: 'Matriz São José', padrinho: name(rng) },
      [baptised[0]],
    );
  for (const [i, teen] of teens.entries())
    await write(
      'crisma',
      { register_id: teen.id, data: `${lastYear}-11-${10 + 5 * i}`, celebrante: 'Dom Orani Pereira', local: 'Matriz São José', padrinho: name(rng) },
      [teen],
    );

  // Marriages: the first of a person baptised in the old book (the note appears beside that baptism).
  const baptismOf = (p?: Person) =>
    p
      ? { paroquia_batismo: 'Paróquia São José, Campinas/SP', data_batismo: oldDates[baptised.indexOf(p)] }
      : { paroquia_batismo: 'Paróquia Santa Cruz, Valinhos/SP', data_batismo: `${lastYear - 25}-0${between(rng, 1, 9)}-1${between(rng, 0, 9)}` };
  const spouse = (p?: Person) => ({
    ...(p ? { register_id: p.id, pai: p.father_name ?? undefined, mae: p.mother_name ?? undefined } : { nome: name(rng), pai: name(rng), mae: name(rng) }),
    ...baptismOf(p),
  });
  for (const [i, data] of days(rng, lastYear, 3).entries()) {
    const c1 = i === 0 ? baptised[1] : undefined;
    await write(
      'matrimonio',
      { conjuge1: spouse(c1), conjuge2: spouse(), data, testemunha1: name(rng), testemunha2: name(rng), efeito_civil: i !== 2, ...common() },
      c1 ? [c1] : [],
    );
  }

  // Two funerals.
  for (const data of days(rng, lastYear, 2)) {
    await write('obito', { nome: name(rng), data, data_obito: data, sepultamento: 'Cemitério da Saudade', ...common() });
  }

  // A certificate issued for a marriage elsewhere, of the person married here.
  const withCertificate = baptised[1] ?? baptised[0];
  if (withCertificate) {
    const { rows } = await tx.query<{ id: number }>("SELECT id FROM sacramental_records WHERE paroquia_id = $1 AND kind = 'batismo' AND register_id = $2", [
      paroquiaId,
      withCertificate.id,
    ]);
    const record = (await findRecord(tx, paroquiaId, 'batismo', rows[0].id))!;
    const [paroco] = await parishSigners(tx, paroquiaId);
    await insertCertificate(tx, paroquiaId, record, { code: code(rng), finalidade: 'para fins de casamento', forma: 'breve_relato', signer: paroco }, actor);
  }
}
