import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { PNG_1PX } from '../test/files';
import { pdfPageCount, pdfText } from '../test/pdf-text';
import { letterheadContent, loadLetterhead, signatureContent, verificationContent } from './letterhead';
import { renderPdf } from './pdf';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const parishId = async (name: string) => (await t.db.query<{ id: number }>('SELECT id FROM paroquias WHERE name = $1', [name])).rows[0].id;

describe('the document module', () => {
  it('prints the parish letterhead, user text as text, a verification block and a signature', async () => {
    const head = await loadLetterhead(t.db, t.app.storage, await parishId('Paróquia São José'));
    expect(head.logo).not.toBeNull();
    const pdf = await renderPdf({
      content: [
        letterheadContent(head),
        { text: 'Nome: <b>Zoë</b> D’Ávila — ção' },
        verificationContent('ABCD-2345', 'http://127.0.0.1:8080/certidoes/ABCD-2345'),
        signatureContent('Maria Aparecida Souza', 'Secretaria paroquial'),
      ],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Paróquia São José');
    expect(text).toContain('Arquidiocese de Campinas');
    expect(text).toContain('Praça São José, 100 - Centro - Campinas/SP');
    expect(text).toContain('CNPJ 12.345.678/0001-95');
    expect(text).toContain('Nome: <b>Zoë</b> D’Ávila — ção');
    expect(text).toContain('ABCD-2345');
    expect(text).toContain('Confira a autenticidade em http://127.0.0.1:8080/certidoes/ABCD-2345');
    expect(text).toContain('Maria Aparecida Souza');
  });

  it('prints a parish without logo or address', async () => {
    await t.db.query(
      "UPDATE paroquias SET logo = NULL, address = NULL, city = NULL, state = NULL, cnpj = NULL, diocese = NULL WHERE name = 'Paróquia Nossa Senhora Aparecida'",
    );
    const head = await loadLetterhead(t.db, t.app.storage, await parishId('Paróquia Nossa Senhora Aparecida'));
    expect(head).toMatchObject({ logo: null, addressLine: null, cnpj: null });
    const pdf = await renderPdf({ content: [letterheadContent(head), { text: 'x', pageBreak: 'after' }, 'y'] });
    expect(await pdfPageCount(pdf)).toBe(2);
    expect((await pdfText(pdf)).split('\f')[0]).toBe('Paróquia Nossa Senhora Aparecida\nx');
  });

  it('never reads a file or URL named in a document', async () => {
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: 'http://127.0.0.1:1/x.png' }] })).rejects.toThrow();
  });

  it('prints no logo, rather than failing, when the PNG logo is damaged', async () => {
    const id = await parishId('Paróquia Nossa Senhora Aparecida');
    // A PNG whose signature and header are right and whose image data is not.
    const damaged = Buffer.from(PNG_1PX);
    const idat = damaged.indexOf('IDAT');
    damaged.fill(0x55, idat + 4, idat + 4 + damaged.readUInt32BE(idat - 4));
    const name = await t.app.storage.put('paroquias', damaged, 'png');
    await t.db.query('UPDATE paroquias SET logo = $2 WHERE id = $1', [id, name]);
    const head = await loadLetterhead(t.db, t.app.storage, id);
    expect(head.logo).toBeNull();
    const pdf = await renderPdf({ content: [letterheadContent(head)] });
    expect(await pdfText(pdf)).toContain('Paróquia Nossa Senhora Aparecida');
  });
});
