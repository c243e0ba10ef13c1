import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// Roboto ships inside pdfmake and covers every Portuguese letter; fonts are the only local files a
// document may read, and no document may fetch a URL (user text never becomes a resource path).
const fontDir = join(dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const maker = pdfmake as unknown as {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
};
maker.setFonts({
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
maker.setLocalAccessPolicy((path) => path.startsWith(fontDir));
maker.setUrlAccessPolicy(() => false);

export type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/** Renders a pdfmake document definition to PDF bytes (A4, Roboto 10 pt unless the definition says otherwise). */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return maker
    .createPdf({ pageSize: 'A4', pageMargins: [50, 50, 50, 60], ...doc, defaultStyle: { font: 'Roboto', fontSize: 10, ...doc.defaultStyle } })
    .getBuffer();
}
