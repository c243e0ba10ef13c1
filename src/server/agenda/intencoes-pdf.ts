import { INTENCAO_TIPOS, type Intencao } from '../../shared/schemas/agenda';
import { letterheadContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { longDate } from '../documents/words';

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];
const label = (text: string, value: string): Content => ({ columns: [{ text, width: 90, color: '#444' }, { text: value, width: '*' }], margin: [0, 2, 0, 2] });

export interface MassOfList {
  titulo: string;
  ent_name: string;
  data: string;
  hora: string;
  celebrante: string | null;
  cancelada: boolean;
}

/**
 * The celebrant's list: the Mass (community, date, time, celebrant) and its intentions numbered in
 * the order they are read, each with its kind. Who asked is not printed: only what is read aloud.
 */
export function intencoesPdf(head: Letterhead, mass: MassOfList, rows: Intencao[]): Promise<Buffer> {
  return renderPdf({
    info: { title: `Intenções - ${mass.titulo} ${mass.data} ${mass.hora}` },
    content: [
      letterheadContent(head),
      { text: 'INTENÇÕES DA MISSA', bold: true, fontSize: 15, alignment: 'center', margin: [0, 0, 0, 12] },
      label('Celebração', mass.titulo),
      label('Comunidade', mass.ent_name),
      label('Data', `${weekday(mass.data)}, ${longDate(mass.data)}`),
      label('Horário', mass.hora),
      label('Celebrante', mass.celebrante ?? '—'),
      ...(mass.cancelada ? [{ text: 'Missa cancelada nesta data.', bold: true, color: '#a00', margin: [0, 8, 0, 0] } as Content] : []),
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 495, y2: 0, lineWidth: 0.5 }], margin: [0, 10, 0, 10] },
      rows.length
        ? {
            // Numbers written as text, not a pdfmake list: they read (and copy) before the intention.
            stack: rows.map((r, i) => ({ text: [`${i + 1}. `, { text: `${INTENCAO_TIPOS[r.tipo]}: `, bold: true }, r.intencao], margin: [0, 0, 0, 6] })),
            fontSize: 12,
          }
        : { text: 'Nenhuma intenção para esta missa.', italics: true },
    ],
  });
}
