import type { Db } from '../types';
import type { CoreSeed } from './core';
import type { DemoParish } from './demo-accounts';
import { pick, random, type Rng } from './random';

/**
 * Demo inventory: the categories a Brazilian parish keeps, and what each community holds and
 * has handed out. Deterministic (a fixed pseudo-random sequence), dated over the last months
 * relative to the seed's `now`. São José gets a couple hundred items; Aparecida a handful.
 */

const DAY = 24 * 60 * 60 * 1000;

/** Per category: item names, an optional description, and the range of quantities distributed. */
const CATALOGUE: Record<string, { items: string[]; descriptions: string[]; qty: [number, number] }> = {
  Liturgia: {
    items: [
      'Cálice dourado',
      'Patena',
      'Âmbula',
      'Galhetas de vidro',
      'Missal Romano',
      'Lecionário dominical',
      'Turíbulo',
      'Naveta',
      'Velas de altar',
      'Círio pascal',
      'Hóstias (pacote com 1000)',
      'Vinho canônico',
      'Sanguíneos',
      'Corporais',
      'Manustérgios',
      'Castiçais de bronze',
      'Crucifixo processional',
      'Caldeirinha e aspersório',
    ],
    descriptions: ['Guardado na sacristia.', 'Uso nas missas dominicais.', 'Conferir antes das solenidades.', 'Reposição mensal.'],
    qty: [0, 40],
  },
  Paramentos: {
    items: [
      'Casula verde',
      'Casula roxa',
      'Casula branca',
      'Casula vermelha',
      'Estola branca',
      'Estola roxa',
      'Alva',
      'Cíngulo',
      'Túnica de acólito',
      'Sobrepeliz',
      'Capa pluvial',
      'Véu umeral',
      'Dalmática',
    ],
    descriptions: ['Lavar após o uso.', 'Tamanho M.', 'Doação de paroquianos.', 'Precisa de reparo na barra.'],
    qty: [0, 12],
  },
  'Alimentos/Cestas básicas': {
    items: [
      'Cesta básica completa',
      'Arroz 5 kg',
      'Feijão 1 kg',
      'Óleo de soja 900 ml',
      'Açúcar 2 kg',
      'Café 500 g',
      'Leite em pó 400 g',
      'Macarrão 500 g',
      'Farinha de mandioca 1 kg',
      'Sardinha em lata',
      'Fubá 1 kg',
      'Biscoito maisena',
    ],
    descriptions: ['Distribuição da Pastoral da Caridade.', 'Campanha da Fraternidade.', 'Entregue às famílias cadastradas.', 'Arrecadado na Festa Junina.'],
    qty: [5, 180],
  },
  Móveis: {
    items: [
      'Banco de madeira',
      'Cadeira plástica branca',
      'Mesa dobrável',
      'Armário de aço',
      'Estante de livros',
      'Genuflexório',
      'Ambão de madeira',
      'Credência',
      'Quadro de avisos',
    ],
    descriptions: ['Salão paroquial.', 'Emprestado para a quermesse.', 'Precisa de verniz.'],
    qty: [0, 60],
  },
  Eletrônicos: {
    items: [
      'Caixa de som amplificada',
      'Microfone sem fio',
      'Mesa de som 8 canais',
      'Projetor multimídia',
      'Notebook da secretaria',
      'Impressora multifuncional',
      'Ventilador de teto',
      'Pedestal de microfone',
      'Cabo P10 (10 m)',
    ],
    descriptions: ['Usado pelo ministério de música.', 'Verificar pilhas antes da missa.', 'Garantia até o fim do ano.'],
    qty: [0, 8],
  },
  'Material de catequese': {
    items: [
      'Bíblia Sagrada (edição pastoral)',
      'Catecismo da Igreja Católica',
      'Livro do catequizando - Crisma',
      'Livro do catequista - 1ª Eucaristia',
      'Terço de madeira',
      'Cartaz dos sacramentos',
      'Caderno de atividades',
      'Lápis de cor (caixa)',
    ],
    descriptions: ['Entregue às turmas do sábado.', 'Encomenda da coordenação.', 'Para os encontros de pais.'],
    qty: [0, 120],
  },
  Limpeza: {
    items: [
      'Água sanitária 2 l',
      'Detergente 500 ml',
      'Sabão em pó 1 kg',
      'Desinfetante 2 l',
      'Vassoura',
      'Rodo',
      'Pano de chão',
      'Saco de lixo 100 l',
      'Luvas de borracha',
    ],
    descriptions: ['Equipe de limpeza da igreja.', 'Comprado no atacado.', 'Reposição quinzenal.'],
    qty: [0, 50],
  },
  Decoração: {
    items: [
      'Toalha de altar branca',
      'Vaso de flores',
      'Arranjo de flores artificiais',
      'Presépio completo',
      'Imagem de Nossa Senhora',
      'Bandeirolas de festa junina',
      'Tapete vermelho',
    ],
    descriptions: ['Usado no Natal.', 'Decoração das festas do padroeiro.'],
    qty: [0, 15],
  },
};

const ITEMS_PER_PARISH: Record<DemoParish, number> = { saoJose: 210, aparecida: 8 };

async function seedParish(tx: Db, core: CoreSeed, parish: DemoParish, rng: Rng): Promise<void> {
  const { id: paroquiaId, communityIds } = core.parishes[parish];
  const names = Object.keys(CATALOGUE);
  const { rows } = await tx.query<{ id: number; name: string }>(
    'INSERT INTO inventory_categories (paroquia_id, name) SELECT $1::int, unnest($2::text[]) RETURNING id, name',
    [paroquiaId, names],
  );
  const categoryId = new Map(rows.map((r) => [r.name, r.id]));

  const columns = {
    item: [] as string[],
    category: [] as number[],
    ent: [] as number[],
    description: [] as (string | null)[],
    qty: [] as number[],
    at: [] as Date[],
  };
  for (let n = 0; n < ITEMS_PER_PARISH[parish]; n++) {
    const category = pick(rng, names);
    const entry = CATALOGUE[category];
    // The main church (first community) holds about a third of everything.
    const ent = rng() < 0.35 ? communityIds[0] : pick(rng, communityIds);
    const [min, max] = entry.qty;
    columns.item.push(pick(rng, entry.items));
    columns.category.push(categoryId.get(category)!);
    columns.ent.push(ent);
    columns.description.push(rng() < 0.7 ? pick(rng, entry.descriptions) : null);
    columns.qty.push(min + Math.floor(rng() * (max - min + 1)));
    columns.at.push(new Date(core.now.getTime() - Math.floor(rng() * 240 * DAY) - Math.floor(rng() * DAY)));
  }
  await tx.query(
    `INSERT INTO inventory_items (paroquia_id, item, category_id, ent_id, description, qntd_distributed, created_at, last_update)
     SELECT $1::int, item, category_id, ent_id, description, qty, at, at
       FROM unnest($2::text[], $3::int[], $4::int[], $5::text[], $6::int[], $7::timestamptz[])
         AS t (item, category_id, ent_id, description, qty, at)`,
    [paroquiaId, columns.item, columns.category, columns.ent, columns.description, columns.qty, columns.at],
  );
}

export async function seedInventory(tx: Db, core: CoreSeed): Promise<void> {
  const rng = random(20_061);
  await seedParish(tx, core, 'saoJose', rng);
  await seedParish(tx, core, 'aparecida', rng);
}
