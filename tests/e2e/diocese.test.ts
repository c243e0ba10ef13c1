/**
 * The parish and the chancery end to end: the parish's secretary files a petition for an authorisation of a
 * building work from /pedidos-curia ('Nova petição', the type's fields and a document), sees it 'Recebido' with
 * its protocol; the chancery (`chancelaria`, role 20) finds it among the parishes' petitions, answers it with a
 * decree ('Deferido'), downloads the decree's PDF (read back: the protocol, the decision and the code); the parish
 * sees the decree on its page; a visitor, signed out, verifies the decree by the code typed from the paper.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/test/pdf-text';
import { poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();
const ASSUNTO = 'Reforma do telhado da capela E2E';
/** A scanned document as a phone hands it over (a 1×1 PNG: the server reads its bytes). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const open = e2e.open;

describe('pedidos à Cúria', () => {
  it('a petition filed by the parish, answered with a decree by the chancery, and the decree verified by its code', async () => {
    // The parish files it.
    const parish = await open('/pedidos-curia', { as: 'secretaria' });
    const mine = parish.locator('sacra-diocese');
    await mine.getByRole('link', { name: 'Nova petição' }).click();
    await parish.waitForURL(/\/pedidos-curia\/novo$/);
    await mine.getByLabel('Tipo de pedido').selectOption('obra');
    await see(mine, 'Resposta prevista em até 45 dias.');
    await mine.getByRole('textbox', { name: 'Assunto', exact: true }).fill(ASSUNTO);
    await mine.getByRole('textbox', { name: 'Pedido', exact: true }).fill('Pedimos autorização para trocar o telhado da capela Santa Rita.');
    await mine.getByLabel('Descrição da obra').fill('Troca das telhas e do madeiramento');
    await mine.getByRole('textbox', { name: 'Local', exact: true }).fill('Capela Santa Rita');
    await mine.getByLabel('Valor estimado').fill('R$ 80.000,00');
    await mine.getByLabel('Escolher arquivo: Projeto').setInputFiles({ name: 'projeto.png', mimeType: 'image/png', buffer: PHOTO });
    await mine.getByRole('button', { name: 'Salvar' }).click();
    await parish.waitForURL(/\/pedidos-curia\/\d+$/);
    const heading = mine.getByRole('heading', { level: 1 });
    await poll(() => heading.textContent()).toMatch(/^Pedido \d{4}-\d+ Recebido$/);
    const protocolo = /^Pedido (\S+)/.exec((await heading.textContent())!)![1];
    await see(mine, 'projeto.png');
    await see(mine, 'Faltam: Orçamento.');

    // The chancery answers it with a decree.
    const curia = await open('/diocese/peticoes', { as: 'chancelaria' });
    const office = curia.locator('sacra-diocese');
    await office.getByLabel('Buscar').fill(protocolo);
    await office.getByRole('link', { name: `Pedido ${protocolo}: ${ASSUNTO}` }).click();
    await curia.waitForURL(/\/diocese\/peticoes\/\d+$/);
    await office.getByRole('button', { name: 'Responder' }).click();
    const dialog = office.getByRole('dialog', { name: 'Responder ao pedido' });
    await dialog.getByLabel('Resposta').selectOption('deferido');
    await dialog.getByLabel('Texto').fill('Autorizamos a reforma do telhado, conforme o projeto apresentado.');
    await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
    await see(office, /^Decreto emitido/);
    const code = (await office.locator('strong.code').textContent())!;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const download = curia.waitForEvent('download');
    await office.getByRole('link', { name: 'Baixar o decreto (PDF)' }).click();
    const text = (await pdfText(await readFile((await (await download).path())!))).replace(/\s+/g, ' ');
    for (const part of [protocolo, code, 'Autorizamos a reforma do telhado']) expect(text, part).toContain(part);

    // The parish sees the decision and the decree.
    await parish.reload();
    await poll(() => heading.textContent()).toMatch(/Deferido$/);
    await see(mine, code);
    await see(mine.getByRole('region', { name: 'Histórico' }), 'Autorizamos a reforma do telhado, conforme o projeto apresentado.');

    // A visitor, signed out, types the code from the paper.
    const visitor = await open('/decretos');
    const check = visitor.locator('sacra-certidao');
    await see(check, 'Verificação de decreto');
    await check.getByLabel('Código de verificação').fill(code.replaceAll('-', '').toLowerCase());
    await check.getByRole('button', { name: 'Verificar' }).click();
    await visitor.waitForURL(`${e2e.portal.url}/decretos/${code}`);
    await see(check, /^Decreto válido/);
    await see(check, `Autorização de obra, protocolo ${protocolo}`);
    await see(check, 'Paróquia São José');
    // A code typed wrong.
    await check.getByLabel('Código de verificação').fill('AAAA-BBBB-CCCC-DDDD');
    await check.getByRole('button', { name: 'Verificar' }).click();
    await see(check, 'Decreto não encontrado. Confira o código.');
  });
});
