import type { EscalaCelebracao, Ministerio } from '../../shared/schemas/escalas';
import { letterheadContent, type Letterhead } from '../documents/letterhead';
import { renderPdf, type Content } from '../documents/pdf';
import { monthName, shortDate } from '../documents/words';

/** One ministry's month as the PDF prints it. */
export interface EscalaPage {
  ministerio: Pick<Ministerio, 'nome' | 'funcoes'>;
  celebracoes: EscalaCelebracao[];
}

/**
 * The month for the sacristy board: one landscape page per ministry, the celebrations down (date, time, title,
 * community), the positions across, each cell the people in it (a decline shows as empty; a cancelled date says so).
 */
export function escalaPdf(head: Letterhead, mes: string, pages: EscalaPage[]): Promise<Buffer> {
  const content: Content[] = pages.map((p, i) => {
    const header = [{ text: 'Data', bold: true }, ...p.ministerio.funcoes.map((f) => ({ text: f.nome, bold: true }))];
    const rows = p.celebracoes.map((c) => [
      { text: `${shortDate(c.data).slice(0, 5)} ${c.hora}\n${c.titulo}${c.ent_name ? ` — ${c.ent_name}` : ''}${c.cancelada ? '\n(cancelada)' : ''}` },
      ...p.ministerio.funcoes.map((f) => ({
        text:
          c.funcoes
            .find((x) => x.funcao_id === f.id)
            ?.designacoes.filter((d) => d.status !== 'recusada')
            .map((d) => d.membro_nome)
            .join('\n') ?? '',
      })),
    ]);
    return {
      stack: [
        letterheadContent(head),
        { text: `Escala — ${p.ministerio.nome}`, bold: true, fontSize: 14, margin: [0, 0, 0, 2] },
        { text: monthName(mes), margin: [0, 0, 0, 10] },
        rows.length
          ? { table: { headerRows: 1, widths: [110, ...p.ministerio.funcoes.map(() => '*')], body: [header, ...rows] }, fontSize: 9 }
          : { text: 'Nenhuma celebração com necessidades neste mês.' },
      ],
      ...(i < pages.length - 1 ? { pageBreak: 'after' as const } : {}),
    };
  });
  return renderPdf({ info: { title: `Escala ${mes}` }, pageOrientation: 'landscape', pageMargins: [36, 36, 36, 40], content });
}
