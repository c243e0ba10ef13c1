import type { Db } from '../db/types';
import { letterheadContent, signatureContent, type Letterhead } from './letterhead';
import { renderPdf, type Content } from './pdf';
import { longDate } from './words';
import { parishSigners } from '../sacramentos/certificates';

/**
 * A letter of the parish's office: its letterhead, a title, the body, the place and date, and the pároco's
 * signature line (the first signer of the parish's certificates; the parish's name when it has none yet).
 */
export async function officeLetter(db: Db, paroquiaId: number, head: Letterhead, today: string, title: string, body: Content[]): Promise<Buffer> {
  const signer = (await parishSigners(db, paroquiaId))[0];
  return renderPdf({
    info: { title },
    content: [
      letterheadContent(head),
      { text: title.toUpperCase(), bold: true, fontSize: 15, alignment: 'center', margin: [0, 0, 0, 16] },
      ...body,
      { text: `${head.city ?? ''}${head.city ? ', ' : ''}${longDate(today)}.`, margin: [0, 24, 0, 0] },
      signatureContent(signer?.nome ?? head.name, signer?.titulo ?? 'Pároco'),
    ],
  });
}
