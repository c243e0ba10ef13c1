import type { Db } from '../types';
import type { CoreSeed } from './core';
import type { DemoParish } from './demo-accounts';
import { posterPng, textPdf } from './notice-files';

/**
 * Demo notices (/eventos): a few months of a parish's life (Masses, feasts, catechesis), some with a
 * poster or a PDF, one scheduled a few days ahead (seen only by those who write notices), and each
 * read by part of the parish. Deterministic and relative to the seed's `now`. Already announced:
 * the demo creates no notifications (the scheduled one is announced when its time comes).
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

type Attachment = { poster: [number, number, number] } | { pdf: string[] };

interface DemoNotice {
  title: string;
  legend: string;
  level: 0 | 1 | 2;
  /** Days before the seed's `now`; negative: scheduled that many days ahead. */
  daysAgo: number;
  file?: { name: string } & Attachment;
}

const GOLD: [number, number, number] = [244, 201, 93];

const SAO_JOSE: DemoNotice[] = [
  {
    title: 'Festa de Nossa Senhora das Graças: programação completa',
    legend: 'Tríduo às 19h30 e, no domingo, procissão às 17h seguida de missa campal e quermesse na Comunidade Nossa Senhora das Graças.',
    level: 1,
    daysAgo: -3,
    file: { name: 'programacao-festa-nossa-senhora-das-gracas.png', poster: [30, 90, 160] },
  },
  {
    title: 'Horários das missas da Semana Santa',
    legend:
      'Quinta-feira Santa: Missa da Ceia do Senhor às 19h30. Sexta-feira da Paixão: celebração às 15h e Via-Sacra às 19h. Sábado: Vigília Pascal às 20h. Domingo de Páscoa: missas às 7h, 9h30 e 19h.',
    level: 2,
    daysAgo: 1,
    file: {
      name: 'horarios-semana-santa-2026.pdf',
      pdf: [
        'Quinta-feira Santa: 19h30 - Missa da Ceia do Senhor',
        'Sexta-feira da Paixão: 15h - Celebração; 19h - Via-Sacra',
        'Sábado Santo: 20h - Vigília Pascal',
        'Domingo de Páscoa: 7h, 9h30 e 19h',
      ],
    },
  },
  {
    title: 'Festa de São José, nosso padroeiro',
    legend:
      'Novena de 10 a 18 de março, às 19h30 na Matriz. Dia 19: missa solene às 19h seguida de quermesse com barracas, leilão de prendas e show da banda da paróquia.',
    level: 2,
    daysAgo: 3,
    file: { name: 'cartaz-festa-de-sao-jose-padroeiro-2026.png', poster: [120, 60, 30] },
  },
  {
    title: 'Inscrições abertas para a Catequese 2026',
    legend:
      'Crianças a partir de 8 anos (1ª Eucaristia) e jovens a partir de 14 anos (Crisma). Inscrições na secretaria paroquial de terça a sexta, das 8h às 17h. Trazer a certidão de batismo.',
    level: 1,
    daysAgo: 5,
    file: {
      name: 'ficha-de-inscricao-catequese.pdf',
      pdf: ['Nome do catequizando:', 'Data de nascimento:', 'Paróquia do batismo:', 'Nome dos pais ou responsáveis:', 'Telefone para contato:'],
    },
  },
  {
    title: 'Mudança no horário da missa de domingo à noite',
    legend: 'A partir deste domingo, a missa das 19h na Matriz passa para as 18h30.',
    level: 1,
    daysAgo: 7,
  },
  { title: 'Reunião de pais da Catequese', legend: 'Sábado, às 9h, no salão paroquial. Presença obrigatória dos pais ou responsáveis.', level: 1, daysAgo: 9 },
  { title: 'Terço dos Homens toda quarta-feira', legend: 'Às 20h na Capela Santa Luzia. Venha rezar conosco!', level: 0, daysAgo: 12 },
  {
    title: 'Campanha do Agasalho',
    legend: 'Doe roupas e cobertores em bom estado. Caixas de coleta na Matriz e nas capelas até o fim de junho.',
    level: 1,
    daysAgo: 14,
    file: { name: 'campanha-do-agasalho.png', poster: [40, 110, 90] },
  },
  {
    title: 'Festa Junina da Comunidade Santo Expedito',
    legend: 'Dia 21 de junho, a partir das 18h: quentão, pipoca, canjica, pescaria e quadrilha. A renda será revertida para a reforma do telhado da capela.',
    level: 1,
    daysAgo: 17,
    file: { name: 'arraia-santo-expedito.png', poster: [200, 70, 40] },
  },
  {
    title: 'Batizados: preparação para pais e padrinhos',
    legend: 'Encontro de preparação no segundo sábado do mês, às 14h. Inscrições na secretaria.',
    level: 0,
    daysAgo: 20,
  },
  { title: 'Mutirão de confissões', legend: 'Dias 18 e 19, das 15h às 21h, na Matriz, com padres convidados da diocese.', level: 2, daysAgo: 23 },
  {
    title: 'Missa pelos falecidos no Dia de Finados',
    legend: 'Dia 2 de novembro: missas às 7h e 10h no cemitério municipal e às 19h na Matriz.',
    level: 1,
    daysAgo: 26,
  },
  {
    title: 'Encontro de Casais com Cristo (ECC)',
    legend: 'Inscrições abertas para o 23º ECC da paróquia, em agosto. Procure a equipe dirigente após as missas.',
    level: 0,
    daysAgo: 29,
  },
  {
    title: 'Retiro de Carnaval para jovens',
    legend: 'Rebanhão na Comunidade Nossa Senhora das Graças, de sábado a terça. Vagas limitadas: inscrições com a Pastoral da Juventude.',
    level: 1,
    daysAgo: 33,
    file: { name: 'rebanhao-jovens.png', poster: [90, 40, 130] },
  },
  {
    title: 'Dízimo: prestação de contas do trimestre',
    legend: 'O relatório de receitas e despesas está no mural da secretaria e em anexo. Obrigado pela sua fidelidade!',
    level: 0,
    daysAgo: 36,
    file: {
      name: 'prestacao-de-contas-dizimo-1o-trimestre.pdf',
      pdf: ['Receitas do dízimo: R$ 48.320,00', 'Despesas de manutenção: R$ 21.870,00', 'Obras e reformas: R$ 15.400,00', 'Ação social: R$ 6.250,00'],
    },
  },
  { title: 'Ensaios do coral para a Páscoa', legend: 'Às segundas e quintas, às 20h, na Matriz. Novos cantores são bem-vindos!', level: 0, daysAgo: 40 },
  {
    title: 'Adoração ao Santíssimo na primeira sexta-feira',
    legend: 'Das 15h às 19h, na capela do Santíssimo, encerrando com a missa das 19h30.',
    level: 0,
    daysAgo: 44,
  },
  {
    title: 'Formação para Ministros Extraordinários da Comunhão',
    legend: 'Quatro encontros aos sábados, das 8h às 12h. Participação mediante indicação do coordenador da comunidade.',
    level: 1,
    daysAgo: 48,
  },
  {
    title: 'Corpus Christi: confecção dos tapetes',
    legend: 'Precisamos de voluntários na madrugada de quinta-feira, a partir das 4h, na Rua da Matriz. Doações de serragem e pó de café na secretaria.',
    level: 2,
    daysAgo: 52,
    file: { name: 'tapetes-corpus-christi.png', poster: [150, 30, 50] },
  },
  {
    title: 'Secretaria fechada no feriado',
    legend: 'A secretaria paroquial não abrirá na segunda-feira, feriado municipal. Atendimento normal a partir de terça.',
    level: 0,
    daysAgo: 57,
  },
  { title: 'Pastoral da Criança: pesagem mensal', legend: 'Último domingo do mês, às 8h, no salão da Capela São Benedito.', level: 0, daysAgo: 61 },
  {
    title: 'Mês Vocacional: oração pelas vocações',
    legend: 'Em agosto, cada comunidade fará uma hora santa semanal pelas vocações sacerdotais e religiosas.',
    level: 0,
    daysAgo: 66,
  },
  {
    title: 'Bazar beneficente dos Vicentinos',
    legend: 'Sábado, das 8h às 13h, no salão paroquial: roupas, calçados e utensílios a preços simbólicos.',
    level: 0,
    daysAgo: 70,
    file: { name: 'bazar-vicentinos.png', poster: [60, 120, 60] },
  },
  {
    title: 'Primeira Eucaristia: ensaio geral',
    legend: 'Sexta-feira, às 19h, na Matriz. As crianças devem vir com a roupa da celebração.',
    level: 1,
    daysAgo: 75,
  },
  {
    title: 'Crisma com o bispo diocesano',
    legend: 'A celebração da Crisma será presidida pelo bispo no dia 15, às 19h. Os crismandos devem chegar às 18h.',
    level: 2,
    daysAgo: 80,
  },
  {
    title: 'Novena de Natal em família',
    legend: 'Retire o livreto na secretaria. Os grupos se reúnem nas casas de 16 a 24 de dezembro.',
    level: 0,
    daysAgo: 86,
    file: {
      name: 'livreto-novena-de-natal-em-familia.pdf',
      pdf: ['1º dia: O anúncio a Maria', '2º dia: A visita a Isabel', '3º dia: O sonho de José', '4º dia: A viagem a Belém'],
    },
  },
  {
    title: 'Estacionamento da Matriz em manutenção',
    legend: 'O estacionamento estará fechado de segunda a quarta para a pintura das vagas.',
    level: 0,
    daysAgo: 92,
  },
  {
    title: 'Quermesse de Santa Luzia',
    legend: 'De 10 a 13 de dezembro, na Capela Santa Luzia: barracas de salgados, doces e bingo.',
    level: 1,
    daysAgo: 99,
    file: { name: 'quermesse-santa-luzia.png', poster: [170, 40, 40] },
  },
  { title: 'Grupo de oração carismático', legend: 'Toda terça-feira, às 19h30, no salão paroquial. Venha louvar conosco!', level: 0, daysAgo: 105 },
  {
    title: 'Missa de Ação de Graças pelos dizimistas',
    legend: 'No último domingo do mês, a missa das 9h30 será em ação de graças por todos os dizimistas da paróquia.',
    level: 0,
    daysAgo: 112,
  },
];

const APARECIDA: DemoNotice[] = [
  {
    title: 'Novena de Nossa Senhora Aparecida',
    legend: 'De 3 a 11 de outubro, às 19h30, com a imagem peregrina visitando as comunidades.',
    level: 2,
    daysAgo: 2,
    file: { name: 'novena-aparecida.png', poster: [20, 60, 120] },
  },
  { title: 'Missa das crianças no dia 12 de outubro', legend: 'Às 9h, com distribuição de doces após a celebração.', level: 1, daysAgo: 6 },
  { title: 'Inscrições para a Catequese de Adultos', legend: 'Encontros às terças-feiras, às 20h. Inscreva-se na secretaria.', level: 0, daysAgo: 15 },
  { title: 'Horário de atendimento da secretaria', legend: 'De segunda a sexta, das 8h às 12h e das 13h30 às 17h.', level: 0, daysAgo: 31 },
];

const NOTICES: Record<DemoParish, DemoNotice[]> = { saoJose: SAO_JOSE, aparecida: APARECIDA };

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
}

async function storeFile(core: CoreSeed, file: NonNullable<DemoNotice['file']>, title: string) {
  if ('poster' in file) return { file: await core.storage.put('feed', posterPng(file.poster, GOLD), 'png'), mime: 'image/png' };
  return { file: await core.storage.put('feed', textPdf(title, file.pdf), 'pdf'), mime: 'application/pdf' };
}

async function seedParishNotices(tx: Db, core: CoreSeed, parish: DemoParish, authorId: number, rng: () => number): Promise<void> {
  const { id: paroquiaId } = core.parishes[parish];
  const now = core.now.getTime();
  const readers = await tx.query<{ id: number }>('SELECT id FROM users WHERE paroquia_id = $1 AND status = 0 ORDER BY id', [paroquiaId]);
  for (const notice of NOTICES[parish]) {
    const scheduled = notice.daysAgo < 0;
    const sentAt = new Date(now - notice.daysAgo * DAY - Math.floor(rng() * 10) * HOUR);
    // Scheduled notices were written today; a few others were scheduled once and went out on their time.
    const createdAt = scheduled ? new Date(now - 2 * HOUR) : sentAt;
    const sendAt = scheduled || rng() < 0.2 ? sentAt : null;
    const stored = notice.file ? await storeFile(core, notice.file, notice.title) : null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO notices (paroquia_id, author_id, title, legend, level_importance, send_at, anexo_file, anexo_name, anexo_mime,
                            notified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [
        paroquiaId,
        authorId,
        notice.title,
        notice.legend,
        notice.level,
        sendAt,
        stored?.file ?? null,
        notice.file?.name ?? null,
        stored?.mime ?? null,
        scheduled ? null : sentAt,
        createdAt,
      ],
    );
    if (scheduled) continue;
    // Newer notices have been read by more people.
    const share = Math.max(0.15, 0.8 - notice.daysAgo / 150);
    const viewers = readers.rows.filter(() => rng() < share).map((r) => r.id);
    await tx.query(
      `INSERT INTO notice_views (notice_id, paroquia_id, user_id, viewed_at)
       SELECT $1, $2, unnest($3::int[]), $4`,
      [rows[0].id, paroquiaId, viewers, new Date(Math.min(now, sentAt.getTime() + 6 * HOUR))],
    );
  }
}

export async function seedNotices(tx: Db, core: CoreSeed): Promise<void> {
  const rng = random(2026);
  await seedParishNotices(tx, core, 'saoJose', core.users.secretaria.id, rng);
  await seedParishNotices(tx, core, 'aparecida', core.users.outra.id, rng);
}
