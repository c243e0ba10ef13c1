import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader would copy it, whitespace folded; pages joined by a form feed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push(
        text
          .replace(/[ \t]+/g, ' ')
          .replace(/ *\n */g, '\n')
          .trim(),
      );
    }
    return pages.join('\f');
  } finally {
    await pdf.destroy();
  }
}

/** The number of pages of a PDF. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}
