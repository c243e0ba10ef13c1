import type { SacramentoDetail, SacramentoRecord } from '../../shared/schemas/sacramentos';
import { letterheadContent, signatureContent, verificationContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { dateInWords, longDate, shortDate } from '../documents/words';

const TITLES = { batismo: 'CERTIDÃO DE BATISMO', crisma: 'CERTIDÃO DE CRISMA', matrimonio: 'CERTIDÃO DE MATRIMÔNIO', obito: 'CERTIDÃO DE ÓBITO E EXÉQUIAS' } as const;
export const BOOKS = { batismo: 'Batismos', crisma: 'Crismas', matrimonio: 'Matrimônios', obito: 'Óbitos' } as const;
const ACTS = { batismo: 'foi batizado(a)', crisma: 'recebeu o sacramento da Crisma', matrimonio: 'contraíram matrimônio', obito: 'foram celebradas as exéquias de' } as const;

const date = (v: string | null | undefined) => (v ? shortDate(v) : null);
const row = ([label, value]: [string, string]): Content => ({ columns: [{ text: label, width: 150, color: '#444' }, { text: value, width: '*' }], margin: [0, 2, 0, 2] });

/** Every field of the record the kind has, as label and value (blank ones left out): the certificate's and the printed book's. */
export function fieldPairs(r: SacramentoRecord): Array<[string, string]> {
  const common: Array<[string, string | null | undefined]> = [['Data', date(r.data)], ['Celebrante', r.celebrante], ['Igreja ou comunidade', r.local]];
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
      ];
      break;
    case 'crisma':
      own = [['Crismado(a)', r.nome], ['Padrinho/madrinha', r.padrinho]];
      break;
    case 'matrimonio':
      own = [
        ['Cônjuge', r.conjuge1?.nome],
        ['Pai', r.conjuge1?.pai],
        ['Mãe', r.conjuge1?.mae],
        ['Cônjuge', r.conjuge2?.nome],
        ['Pai', r.conjuge2?.pai],
        ['Mãe', r.conjuge2?.mae],
        ['Testemunhas', [r.testemunha1, r.testemunha2].filter(Boolean).join(' e ') || null],
        ['Efeito civil', r.efeito_civil ? 'Sim' : 'Não'],
      ];
      break;
    case 'obito':
      own = [['Falecido(a)', r.nome], ['Data do óbito', date(r.data_obito)], ['Sepultamento', r.sepultamento]];
      break;
  }
  return [...own, ...common].filter((pair): pair is [string, string] => Boolean(pair[1]));
}

export interface Issue {
  code: string;
  url: string;
  finalidade: string | null;
  issuedBy: string;
  today: string;
}

/**
 * The certificate of a record: book, page and entry, the act with its date in words, every field,
 * every marginal note, purpose, place and date, who issued it, and the verification code and QR.
 */
export function certificatePdf(head: Letterhead, r: SacramentoDetail, issue: Issue): Promise<Buffer> {
  const who = r.tipo === 'matrimonio' ? `${r.conjuge1?.nome} e ${r.conjuge2?.nome}` : r.nome;
  const intro = `Certifico que, no Livro de ${BOOKS[r.tipo]} nº ${r.livro}, folha ${r.folha}, termo ${r.termo}, consta que, ${dateInWords(r.data)}${r.local ? `, em ${r.local}` : ''}, `;
  const act = r.tipo === 'matrimonio' ? `${who} ${ACTS.matrimonio}` : r.tipo === 'obito' ? `${ACTS.obito} ${who}` : `${who} ${ACTS[r.tipo]}`;
  const notes: Content = r.anotacoes.length
    ? { ul: r.anotacoes.map((n) => `${shortDate(n.criado_em.slice(0, 10))}: ${n.texto}`), margin: [0, 2, 0, 0] }
    : { text: 'Nenhuma anotação.', italics: true };
  return renderPdf({
    info: { title: `${TITLES[r.tipo]} - ${issue.code}` },
    content: [
      letterheadContent(head),
      { text: TITLES[r.tipo], bold: true, fontSize: 15, alignment: 'center', margin: [0, 0, 0, 14] },
      { text: `${intro}${act}, conforme os dados abaixo.`, lineHeight: 1.4, margin: [0, 0, 0, 10] },
      ...fieldPairs(r).map(row),
      { text: 'Anotações', bold: true, margin: [0, 12, 0, 2] },
      notes,
      ...(issue.finalidade ? [{ text: `Finalidade: ${issue.finalidade}.`, margin: [0, 12, 0, 0] } as Content] : []),
      { text: `${head.city ?? ''}${head.city ? ', ' : ''}${longDate(issue.today)}.`, margin: [0, 18, 0, 0] },
      signatureContent(issue.issuedBy, `Emitida por ${issue.issuedBy}, ${head.name}`),
      verificationContent(issue.code, issue.url),
    ],
  });
}
