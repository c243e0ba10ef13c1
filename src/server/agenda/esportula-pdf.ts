import { formatCents } from '../../shared/money';
import type { Esportula } from '../../shared/schemas/agenda';
import { METHODS, type Contribution, type Method } from '../../shared/schemas/dizimo';
import { letterheadContent, signatureContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { centsInWords, longDate, shortDate } from '../documents/words';

const label = (text: string, value: string): Content => ({
  columns: [
    { text, width: 130, color: '#444' },
    { text: value, width: '*' },
  ],
  margin: [0, 3, 0, 3],
});

/**
 * The receipt of a Mass stipend: its number (the parish's sequence), who offered it, the amount in
 * figures and words, the Mass it is for, and the treasurer who confirmed it. Never the intention's text.
 */
export function esportulaReceiptPdf(head: Letterhead, e: Esportula, c: Contribution, today: string): Promise<Buffer> {
  return renderPdf({
    info: { title: `Recibo ${c.recibo_numero}` },
    content: [
      letterheadContent(head),
      { text: `RECIBO Nº ${c.recibo_numero}`, bold: true, fontSize: 16, alignment: 'center', margin: [0, 0, 0, 4] },
      { text: formatCents(c.valor_centavos), bold: true, fontSize: 20, alignment: 'center', margin: [0, 0, 0, 16] },
      {
        text: [
          'Recebemos de ',
          { text: e.solicitante, bold: true },
          ` a importância de ${formatCents(c.valor_centavos)} (${centsInWords(c.valor_centavos)}), referente à espórtula da intenção de missa ${e.forma === 'coletiva' ? 'coletiva ' : ''}`,
          `de ${shortDate(e.data)} às ${e.hora} (${e.missa}, ${e.ent_name}).`,
        ],
        lineHeight: 1.4,
        margin: [0, 0, 0, 12],
      },
      label('Forma de pagamento', METHODS[c.metodo as Method] ?? c.metodo),
      label('Data do recebimento', shortDate(c.data)),
      label('Recebido por', c.recebido_por ?? '—'),
      ...(e.estado === 'estornada' ? [{ text: 'ESTORNADO', bold: true, color: '#a00', fontSize: 14, margin: [0, 12, 0, 0] } as Content] : []),
      { text: `${head.city ?? ''}${head.city ? ', ' : ''}${longDate(today)}.`, margin: [0, 24, 0, 0] },
      signatureContent(c.recebido_por ?? head.name, 'Tesouraria — caixa das espórtulas'),
    ],
  });
}
