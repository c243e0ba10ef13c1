import { addMonths } from '../../shared/plain-date';
import type { Assinante, CertidaoForma, SacramentoDetail, SacramentoRecord } from '../../shared/schemas/sacramentos';
import { letterheadContent, signatureContent, verificationContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { dateInWords, longDate, shortDate } from '../documents/words';

const TITLES = {
  batismo: 'CERTIDÃO DE BATISMO',
  crisma: 'CERTIDÃO DE CRISMA',
  matrimonio: 'CERTIDÃO DE MATRIMÔNIO',
  obito: 'CERTIDÃO DE ÓBITO E EXÉQUIAS',
} as const;
export const BOOKS = { batismo: 'Batismos', crisma: 'Crismas', matrimonio: 'Matrimônios', obito: 'Óbitos' } as const;
const ACTS = {
  batismo: 'foi batizado(a)',
  crisma: 'recebeu o sacramento da Crisma',
  matrimonio: 'contraíram matrimônio',
  obito: 'foram celebradas as exéquias de',
} as const;
const FORM_LINE = { breve_relato: 'em breve relato', inteiro_teor: 'de inteiro teor' } as const;
/** What an inteiro teor prints for a field the entry does not have. */
const NOT_IN_ENTRY = 'Não consta';

const date = (v: string | null | undefined) => (v ? shortDate(v) : null);
const row = ([label, value]: [string, string]): Content => ({
  columns: [
    { text: label, width: 150, color: '#444' },
    { text: value, width: '*' },
  ],
  margin: [0, 2, 0, 2],
});
const spouse = (n: 1 | 2, c: SacramentoRecord['conjuge1']): Array<[string, string | null | undefined]> => [
  [`${n}º cônjuge`, c?.nome],
  ['Pai', c?.pai],
  ['Mãe', c?.mae],
  ['Paróquia do batismo', c?.paroquia_batismo],
  ['Data do batismo', date(c?.data_batismo)],
];

/**
 * Every field of the record the kind has, as label and value: the certificate's and the printed book's.
 * Blank ones are left out, or with `all` (the inteiro teor) said to be absent.
 */
export function fieldPairs(r: SacramentoRecord, all = false): Array<[string, string]> {
  const common: Array<[string, string | null | undefined]> = [
    ['Data', date(r.data)],
    ['Celebrante', r.celebrante],
    ['Igreja ou comunidade', r.local],
  ];
  let own: Array<[string, string | null | undefined]>;
  switch (r.tipo) {
    case 'batismo':
      own = [
        ['Batizado(a)', r.nome],
        ['Nascimento', date(r.nascimento)],
        ['Local de nascimento', r.local_nascimento],
        ['Pai', r.pai],
        ['Mãe', r.mae],
        ['Padrinho', r.padrinho],
        ['Madrinha', r.madrinha],
        ['Testemunhas', r.testemunhas?.join(', ')],
      ];
      break;
    case 'crisma':
      own = [
        ['Crismado(a)', r.nome],
        ['Pai', r.pai],
        ['Mãe', r.mae],
        ['Padrinho/madrinha', r.padrinho],
        ['Paróquia do batismo', [r.paroquia_batismo, r.paroquia_batismo_cidade, r.paroquia_batismo_diocese].filter(Boolean).join(', ') || null],
        ['Data do batismo', date(r.data_batismo)],
        ['Registro do batismo', r.batismo_livro ? `livro ${r.batismo_livro}, folha ${r.batismo_folha ?? '-'}, termo ${r.batismo_termo ?? '-'}` : null],
      ];
      break;
    case 'matrimonio':
      own = [
        ...spouse(1, r.conjuge1),
        ...spouse(2, r.conjuge2),
        ['Testemunhas', [r.testemunha1, r.testemunha2].filter(Boolean).join(' e ') || null],
        ['Efeito civil', r.efeito_civil ? 'Sim' : 'Não'],
      ];
      break;
    case 'obito':
      own = [
        ['Falecido(a)', r.nome],
        ['Data do óbito', date(r.data_obito)],
        ['Sepultamento', r.sepultamento],
      ];
      break;
  }
  const pairs = [...own, ...common];
  return all ? pairs.map(([label, value]) => [label, value || NOT_IN_ENTRY]) : pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
}

/** `day` plus six months; the month's last day when it has no such day (31 August -> 28 February). */
export const sixMonthsAfter = (day: string): string => addMonths(day, 6);

/** A certificate for a marriage elsewhere is good for six months: the chancery asks for a recent one. */
const forMarriage = (finalidade: string | null) => Boolean(finalidade && /casamento|matrim[oô]nio/i.test(finalidade));

export interface Issue {
  code: string;
  url: string;
  finalidade: string | null;
  forma: CertidaoForma;
  signer: Assinante;
  issuedBy: string;
  today: string;
}

/** The marginal notes, each with its date; the inteiro teor also says who wrote it and the annulment. */
function notesContent(r: SacramentoDetail, full: boolean): Content {
  const lines = r.anotacoes.map(
    (n) => `${shortDate(n.data)}: ${n.texto}${full ? ` (${n.automatica ? 'anotação automática' : `anotada por ${n.criado_por}`})` : ''}`,
  );
  if (full && r.anulado) lines.push(`ANULADO em ${shortDate(r.anulado_em!.slice(0, 10))}. Motivo: ${r.motivo_anulacao}`);
  return lines.length ? { ul: lines, margin: [0, 2, 0, 0] } : { text: 'Nenhuma anotação.', italics: true };
}

/** The signer's line with name and title, beside a space for the parish's seal. */
function signatureAndSeal(signer: Assinante): Content {
  return {
    columns: [
      { width: '*', stack: [signatureContent(signer.nome, signer.titulo)] },
      {
        width: 120,
        stack: [
          { canvas: [{ type: 'rect', x: 0, y: 0, w: 110, h: 80, r: 6, lineWidth: 0.5, lineColor: '#999', dash: { length: 3 } }] },
          { text: 'Selo da paróquia', fontSize: 7, color: '#777', alignment: 'center', margin: [0, -46, 10, 0] },
        ],
      },
    ],
    margin: [0, 6, 0, 0],
  };
}

/**
 * The certificate of a record, in either form. 'Em breve relato': book, page and entry, the act with
 * its date in words, the fields filled and the marginal notes. 'De inteiro teor': every field of the
 * entry (those it lacks said so), who wrote it, and every marginal note with its date and author.
 * Then purpose (and, for a marriage, six months' validity with the end date), place and date, the
 * pároco's or vigário's signature beside room for the seal, who issued it, and the verification code and QR.
 */
export function certificatePdf(head: Letterhead, r: SacramentoDetail, issue: Issue): Promise<Buffer> {
  const full = issue.forma === 'inteiro_teor';
  const who = r.tipo === 'matrimonio' ? `${r.conjuge1?.nome} e ${r.conjuge2?.nome}` : r.nome;
  const where = `no Livro de ${BOOKS[r.tipo]} nº ${r.livro}, folha ${r.folha}, termo ${r.termo}`;
  const act = r.tipo === 'matrimonio' ? `${who} ${ACTS.matrimonio}` : r.tipo === 'obito' ? `${ACTS.obito} ${who}` : `${who} ${ACTS[r.tipo]}`;
  const intro = full
    ? `Certifico que, revendo o assento lavrado ${where}, dele consta, em inteiro teor, que, ${dateInWords(r.data)}${r.local ? `, em ${r.local}` : ''}, ${act}, com os dados seguintes:`
    : `Certifico que, ${where}, consta que, ${dateInWords(r.data)}${r.local ? `, em ${r.local}` : ''}, ${act}, conforme os dados abaixo.`;
  const entry: Content[] = full
    ? [row(['Lançado por', `${r.criado_por}, em ${shortDate(r.criado_em.slice(0, 10))}`]), row(['Versão do registro', String(r.versao)])]
    : [];
  const validity = forMarriage(issue.finalidade) ? ` Válida por seis meses a partir da emissão, até ${shortDate(sixMonthsAfter(issue.today))}.` : '';
  return renderPdf({
    info: { title: `${TITLES[r.tipo]} - ${issue.code}` },
    content: [
      letterheadContent(head),
      { text: TITLES[r.tipo], bold: true, fontSize: 15, alignment: 'center' },
      { text: FORM_LINE[issue.forma], italics: true, alignment: 'center', margin: [0, 2, 0, 14] },
      { text: intro, lineHeight: 1.4, margin: [0, 0, 0, 10] },
      ...fieldPairs(r, full).map(row),
      ...entry,
      { text: full ? 'Anotações à margem' : 'Anotações', bold: true, margin: [0, 12, 0, 2] },
      notesContent(r, full),
      ...(full ? [{ text: 'Nada mais consta do referido assento, do qual extraí esta certidão de inteiro teor.', margin: [0, 10, 0, 0] } as Content] : []),
      ...(issue.finalidade ? [{ text: `Finalidade: ${issue.finalidade}.${validity}`, margin: [0, 12, 0, 0] } as Content] : []),
      { text: `${head.city ?? ''}${head.city ? ', ' : ''}${longDate(issue.today)}.`, margin: [0, 18, 0, 0] },
      signatureAndSeal(issue.signer),
      { text: `Emitida por ${issue.issuedBy}, ${head.name}.`, fontSize: 8, color: '#666', margin: [0, 8, 0, 0] },
      verificationContent(issue.code, issue.url),
    ],
  });
}
