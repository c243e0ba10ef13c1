import { cpfFromBase } from '../../../shared/cpf';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import type { DemoParish } from './demo-accounts';
import { COMMON_SURNAMES } from './names';
import { between, pick, random, type Rng } from './random';
import { portraitPng, simplePdf } from './register-photos';
import { searchFold } from '../../../shared/search-fold';

/**
 * Demo people of the registers: a few hundred in São José (Campinas and its neighbours, DDD 19)
 * and a few dozen in Aparecida (Vale do Paraíba, DDD 12), with valid CPFs, mobile phones, CEPs of
 * their cities, some generated portraits and a few PDF attachments. Deterministic, and relative
 * to the seed's `now` (registered over the last year, for the dashboard's registrations chart).
 * Teenagers come first and adults last, so the Crisma seed enrols young people and picks adult catechists.
 */

const DAY = 24 * 60 * 60 * 1000;

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => between(rng, 0, 9)).join('');
/** A choice by weights: [[value, weight], ...]. */
function weighted<T>(rng: Rng, options: ReadonlyArray<readonly [T, number]>): T {
  let roll = rng() * options.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of options) if ((roll -= weight) < 0) return value;
  return options[options.length - 1][0];
}

const WOMEN = [
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Conceição',
  'Luíza',
  'Beatriz',
  'Mariana',
  'Letícia',
  'Camila',
  'Lúcia',
  'Sônia',
  'Cláudia',
  'Inês',
  'Aparecida',
  'Helena',
  'Ângela',
  'Rosângela',
  'Valentina',
  'Sophia',
  'Isabela',
  'Larissa',
  'Gabriela',
  'Rafaela',
  'Débora',
  'Tânia',
  'Vitória',
  'Lívia',
  'Clara',
  'Júlia',
];
const MEN = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Luís',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Sebastião',
  'André',
  'Fábio',
  'Mário',
  'Benedito',
  'Miguel',
  'Arthur',
  'Heitor',
  'Davi',
  'Matheus',
  'Vinícius',
  'Caio',
  'Otávio',
  'Júlio',
  'Cícero',
  'Joaquim',
];
const SURNAMES = [...COMMON_SURNAMES, 'Gonçalves', 'Conceição', 'Simões', 'Brandão', 'Guimarães', 'Assunção', 'Magalhães', 'Estevão', 'Romão'];
const STREETS = [
  'Rua Barão de Jaguara',
  'Rua José Paulino',
  'Avenida Francisco Glicério',
  'Rua Dr. Quirino',
  'Rua Coronel Quirino',
  'Avenida Norte-Sul',
  'Rua Maria Monteiro',
  'Rua Sacramento',
  'Avenida Brasil',
  'Rua Dom Pedro II',
  'Rua das Palmeiras',
  'Rua Tiradentes',
  'Rua Sete de Setembro',
  'Avenida Independência',
  'Rua São José',
  'Rua Santa Cruz',
  'Rua Dom Bosco',
];

interface City {
  name: string;
  state: string;
  /** CEPs of the city lie between these 5-digit prefixes. */
  cep: [number, number];
  bairros: string[];
  weight: number;
}

const REGIONS: Record<DemoParish, { ddd: string; people: number; cities: City[] }> = {
  saoJose: {
    ddd: '19',
    people: 320,
    cities: [
      {
        name: 'Campinas',
        state: 'SP',
        cep: [13010, 13099],
        weight: 10,
        bairros: [
          'Cambuí',
          'Centro',
          'Taquaral',
          'Barão Geraldo',
          'Castelo',
          'Jardim Proença',
          'Vila Industrial',
          'Botafogo',
          'Guanabara',
          'Jardim Chapadão',
          'Parque Itália',
          'Jardim do Trevo',
        ],
      },
      {
        name: 'Valinhos',
        state: 'SP',
        cep: [13270, 13279],
        weight: 2,
        bairros: ['Centro', 'Vila Santana', 'Jardim Paiquerê', 'Lenheiro', 'Jardim Santa Marina'],
      },
      { name: 'Vinhedo', state: 'SP', cep: [13280, 13289], weight: 1, bairros: ['Centro', 'Jardim Três Irmãos', 'Vista Alegre', 'Capela'] },
      { name: 'Sumaré', state: 'SP', cep: [13170, 13182], weight: 2, bairros: ['Centro', 'Jardim Picerno', 'Parque Rosa e Silva', 'Nova Veneza'] },
      { name: 'Hortolândia', state: 'SP', cep: [13183, 13189], weight: 2, bairros: ['Jardim Amanda', 'Remanso Campineiro', 'Jardim Rosolém', 'Centro'] },
      { name: 'Paulínia', state: 'SP', cep: [13140, 13149], weight: 1, bairros: ['Centro', 'João Aranha', 'Morumbi', 'Jardim América'] },
      { name: 'Indaiatuba', state: 'SP', cep: [13330, 13349], weight: 1, bairros: ['Centro', 'Cidade Nova', 'Jardim Morada do Sol', 'Vila Vitória'] },
    ],
  },
  aparecida: {
    ddd: '12',
    people: 36,
    cities: [
      { name: 'Aparecida', state: 'SP', cep: [12570, 12574], weight: 4, bairros: ['Centro', 'Ponte Alta', 'Vila Mariana', 'Santa Rita'] },
      { name: 'Guaratinguetá', state: 'SP', cep: [12500, 12524], weight: 2, bairros: ['Centro', 'Pedregulho', 'Campo do Galvão', 'Jardim do Vale'] },
      { name: 'Potim', state: 'SP', cep: [12525, 12525], weight: 1, bairros: ['Centro', 'Vila Santa Terezinha'] },
    ],
  },
};

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

interface Person {
  name: string;
  email: string | null;
  phone: string;
  cpf: string | null;
  rg: string | null;
  family_count: number | null;
  civil_status: number | null;
  born_date: string;
  work_state: number | null;
  race: number;
  status: string;
  cep: string;
  address: string;
  address_number: string;
  home_situation: string;
  city: string;
  state: string;
  country: string;
  mother_name: string | null;
  mother_phone: string | null;
  father_name: string | null;
  father_phone: string | null;
  created_at: string;
  photo: string | null;
  woman: boolean;
  age: number;
}

function person(rng: Rng, region: (typeof REGIONS)[DemoParish], now: Date, cpfBase: number, childAge?: number): Person {
  const woman = rng() < 0.54;
  const first = pick(rng, woman ? WOMEN : MEN);
  const last = [pick(rng, SURNAMES), pick(rng, SURNAMES)];
  const name = rng() < 0.25 ? `${first} ${pick(rng, woman ? WOMEN : MEN)} ${last.join(' ')}` : `${first} ${last.join(' ')}`;
  // A parish's registers: many young people (catechesis) and their families.
  const age =
    childAge ??
    weighted(rng, [
      [between(rng, 13, 17), 3],
      [between(rng, 18, 29), 2],
      [between(rng, 30, 59), 4],
      [between(rng, 60, 88), 2],
    ] as const);
  const born = new Date(now.getTime() - (age * 365.25 + between(rng, 1, 360)) * DAY);
  const city = weighted(
    rng,
    region.cities.map((c) => [c, c.weight] as const),
  );
  const mobile = () => `${region.ddd}9${between(rng, 6, 9)}${digits(rng, 7)}`;
  const minor = age < 18;
  const mother = minor || rng() < 0.3 ? `${pick(rng, WOMEN)} ${pick(rng, SURNAMES)} ${last[0]}` : null;
  const father = minor ? (rng() < 0.8 ? `${pick(rng, MEN)} ${last.join(' ')}` : null) : rng() < 0.2 ? `${pick(rng, MEN)} ${last[1]}` : null;
  const cep = `${between(rng, city.cep[0], city.cep[1])}${digits(rng, 3)}`;
  const civil = minor
    ? 1
    : age < 26
      ? weighted(rng, [
          [1, 8],
          [2, 1],
          [3, 1],
        ] as const)
      : weighted(rng, [
          [1, 2],
          [2, 6],
          [3, 2],
          [4, 1],
          [5, 1],
          [6, age > 60 ? 3 : 0.2],
        ] as const);
  const work = minor
    ? age >= 14 && rng() < 0.2
      ? 7
      : null
    : age > 65
      ? rng() < 0.2
        ? 3
        : null
      : weighted(rng, [
          [1, 6],
          [2, 1],
          [3, 2],
          [4, 0.5],
          [5, 0.5],
          [6, 1],
          [7, age < 24 ? 1 : 0],
        ] as const);
  const emailDomain = pick(rng, ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br']);
  return {
    name,
    email: rng() < 0.6 ? `${searchFold(first)}.${searchFold(last[1])}${between(rng, 1, 99)}@${emailDomain}` : null,
    phone: mobile(),
    cpf: rng() < 0.85 ? cpfFromBase(String(cpfBase)) : null,
    rg: rng() < 0.7 ? `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}-${between(rng, 0, 9)}` : null,
    family_count: rng() < 0.8 ? between(rng, 1, 7) : null,
    civil_status: rng() < 0.95 ? civil : null,
    born_date: isoDay(born),
    work_state: work,
    race: weighted(rng, [
      [3, 45],
      [1, 43],
      [2, 10],
      [4, 1],
      [5, 1],
    ] as const),
    status: rng() < 0.9 ? '0' : '1',
    cep,
    address: pick(rng, STREETS),
    address_number: String(between(rng, 10, 2999)),
    home_situation: pick(rng, city.bairros),
    city: city.name,
    state: city.state,
    country: 'Brasil',
    mother_name: mother,
    mother_phone: mother && rng() < 0.7 ? mobile() : null,
    father_name: father,
    father_phone: father && rng() < 0.6 ? mobile() : null,
    created_at: new Date(now.getTime() - between(rng, 1, 360) * DAY - between(rng, 0, 600) * 60_000).toISOString(),
    photo: null,
    woman,
    age,
  };
}

const ATTACHMENT_NAMES = ['Certidão de batismo', 'Comprovante de residência', 'Ficha de inscrição'];

async function insertPeople(tx: Db, paroquiaId: number, createdBy: number | null, people: Person[]): Promise<Array<{ id: number; name: string }>> {
  const { rows } = await tx.query<{ id: number; name: string }>(
    `INSERT INTO registers (paroquia_id, created_by, updated_by, updated_at, name, email, phone, cpf, rg, family_count, civil_status,
                            born_date, work_state, race, status, cep, address, address_number, home_situation, city, state, country,
                            mother_name, mother_phone, father_name, father_phone, created_at, photo)
     SELECT $1::int, $2::int, $2::int, x.created_at, x.name, x.email, x.phone, x.cpf, x.rg, x.family_count, x.civil_status,
            x.born_date, x.work_state, x.race, x.status, x.cep, x.address, x.address_number, x.home_situation, x.city, x.state,
            x.country, x.mother_name, x.mother_phone, x.father_name, x.father_phone, x.created_at, x.photo
       FROM jsonb_to_recordset($3::jsonb) AS x (name text, email text, phone text, cpf text, rg text,
            family_count int, civil_status smallint, born_date date, work_state smallint, race smallint, status text, cep text,
            address text, address_number text, home_situation text, city text, state text, country text, mother_name text,
            mother_phone text, father_name text, father_phone text, created_at timestamptz, photo text)
     RETURNING id, name`,
    [paroquiaId, createdBy, JSON.stringify(people)],
  );
  return rows;
}

async function seedParish(tx: Db, core: CoreSeed, key: DemoParish, rng: Rng): Promise<void> {
  const region = REGIONS[key];
  const paroquiaId = core.parishes[key].id;
  const createdBy = Object.values(core.users).find((u) => u.paroquiaId === paroquiaId)?.id ?? null;
  const cpfStart = key === 'saoJose' ? 123_456_000 : 234_567_000;
  const people = Array.from({ length: region.people }, (_, i) => person(rng, region, core.now, cpfStart + i * 7)).sort(
    (a, b) => Number(b.age < 18) - Number(a.age < 18) || a.created_at.localeCompare(b.created_at),
  );
  for (const [i, p] of people.entries()) {
    if (i % 4 === 1) p.photo = await core.storage.put('registers', portraitPng(i + paroquiaId * 1000, p.woman && i % 3 !== 0), 'png');
  }
  const rows = await insertPeople(tx, paroquiaId, createdBy, people);
  // A few adults have scanned documents attached.
  rows.sort((a, b) => a.id - b.id); // identities follow the array's order, that is `people`'s
  const withFiles = rows.filter((_, i) => people[i].age >= 18 && i % 23 === 0);
  for (const [n, register] of withFiles.entries()) {
    const title = ATTACHMENT_NAMES[n % ATTACHMENT_NAMES.length];
    const data = simplePdf(title, register.name);
    const filename = await core.storage.put('anexos_registers', data, 'pdf');
    await tx.query(
      `INSERT INTO register_attachments (register_id, paroquia_id, filename, original_name, mime_type, size_bytes, uploaded_by)
       VALUES ($1, $2, $3, $4, 'application/pdf', $5, $6)`,
      [register.id, paroquiaId, filename, `${title}.pdf`, data.length, createdBy],
    );
  }
}

/** Children of 8 to 11 for First Eucharist catechesis, after everyone else (their own random stream leaves the rest as it was). */
const CHILDREN: Record<DemoParish, number> = { saoJose: 30, aparecida: 8 };

async function seedChildren(tx: Db, core: CoreSeed, key: DemoParish, rng: Rng): Promise<void> {
  const region = REGIONS[key];
  const paroquiaId = core.parishes[key].id;
  const createdBy = Object.values(core.users).find((u) => u.paroquiaId === paroquiaId)?.id ?? null;
  const cpfStart = (key === 'saoJose' ? 123_456_000 : 234_567_000) + region.people * 7;
  const children = Array.from({ length: CHILDREN[key] }, (_, i) => person(rng, region, core.now, cpfStart + i * 7, between(rng, 8, 11)));
  await insertPeople(tx, paroquiaId, createdBy, children);
}

export async function seedRegisters(tx: Db, core: CoreSeed): Promise<void> {
  const rng = random(5);
  for (const key of Object.keys(REGIONS) as DemoParish[]) await seedParish(tx, core, key, rng);
  const children = random(8);
  for (const key of Object.keys(REGIONS) as DemoParish[]) await seedChildren(tx, core, key, children);
}
