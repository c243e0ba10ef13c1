import type { PeticaoDetalhe } from '../../shared/schemas/diocese';
import { letterheadContent, signatureContent, verificationContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { longDate } from '../documents/words';

/** The diocese as its decrees' letterhead prints it. */
export interface DioceseHead {
  nome: string;
  endereco: string | null;
  cidade: string | null;
  uf: string | null;
  chanceler_nome: string;
  chanceler_titulo: string;
}

export function dioceseLetterhead(d: DioceseHead): Letterhead {
  const place = [d.cidade, d.uf].filter(Boolean).join('/');
  return {
    name: d.nome,
    diocese: 'Cúria Diocesana - Chancelaria',
    addressLine: [d.endereco, place].filter(Boolean).join(' - ') || null,
    city: d.cidade,
    cnpj: null,
    logo: null,
  };
}

export interface DecretoPrint {
  diocese: DioceseHead;
  peticao: Pick<PeticaoDetalhe, 'protocolo' | 'paroquia_nome' | 'tipo_nome' | 'assunto'>;
  numero: string;
  decisao: 'deferido' | 'indeferido';
  texto: string;
  code: string;
  url: string;
  today: string;
}

/**
 * A decree on the diocese's letterhead: its number, the petition it answers (protocol, parish, kind, subject), the
 * decision and its text, place and date, the chancellor's signature line, and the verification code with its QR (as
 * the certificates have).
 */
export function decretoPdf(p: DecretoPrint): Promise<Buffer> {
  const head = dioceseLetterhead(p.diocese);
  const decision = p.decisao === 'deferido' ? 'DEFERE' : 'INDEFERE';
  const row = (label: string, value: string): Content => ({
    columns: [
      { text: label, width: 120, color: '#444' },
      { text: value, width: '*' },
    ],
    margin: [0, 2, 0, 2],
  });
  return renderPdf({
    info: { title: `Decreto nº ${p.numero} - ${p.code}` },
    content: [
      letterheadContent(head),
      { text: `DECRETO Nº ${p.numero}`, bold: true, fontSize: 15, alignment: 'center', margin: [0, 0, 0, 14] },
      row('Protocolo', p.peticao.protocolo),
      row('Paróquia', p.peticao.paroquia_nome),
      row('Pedido', p.peticao.tipo_nome),
      row('Assunto', p.peticao.assunto),
      { text: `Examinado o pedido, a Cúria ${decision} o que se pede, nos termos seguintes:`, bold: true, margin: [0, 14, 0, 6] },
      { text: p.texto, lineHeight: 1.4 },
      { text: `${head.city ?? ''}${head.city ? ', ' : ''}${longDate(p.today)}.`, margin: [0, 18, 0, 0] },
      signatureContent(p.diocese.chanceler_nome, p.diocese.chanceler_titulo),
      verificationContent(p.code, p.url),
    ],
  });
}
