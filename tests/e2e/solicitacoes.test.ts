/**
 * Requests from the parish website (issue 34), in the browser, on the demo website (demo/, its own origin) and the
 * portal: a family asks for a baptism, picks a preparation course and a date (held while the form is filled), gets
 * the fee's PIX on its follow-up page; the treasurer's bank statement (OFX) marks it paid; the office confirms the
 * course and the date and 'Batizado' writes the entry, which the baptism book lists. A certificate asked for online:
 * the office uses the suggested entry and issues it, the statement pays the fee, and the person downloads the PDF
 * from the follow-up page. The public forms on a 375 px phone.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/core/calendar/dates';
import { cpfFromBase } from '../../src/shared/cpf';
import { pdfText } from '../../src/server/test/pdf-text';
import { poll, portalAndBrowser, see, startDemoSite } from './harness';

const e2e = portalAndBrowser();
let demo: { url: string; stop: () => void } | undefined;
const CHILD = 'Lívia Site Batismo E2E';
const PERSON = 'Otávio Certidão Online E2E';
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  demo = await startDemoSite(e2e.portal.url);
});
afterAll(() => demo?.stop());

const open = e2e.open;

/** A field by its whole label; a required one's label ends in ' *'. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()?.*+]/g, '\\$&')}( \\*)?$`));

/** The request's number from its code 'SOL-000123', and the treasurer's statement with a PIX credit naming its txid. */
const idOf = (codigo: string) => Number(codigo.replace(/\D/g, ''));
async function importStatement(id: number, reais: string) {
  const page = await open('/dizimo/extrato', { as: 'tesoureiro' });
  const txid = `SOL${String(id).padStart(6, '0')}`;
  const ofx = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'CHARSET:1252',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>341<ACCTID>112233<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
    `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261110120000[-3:BRT]<TRNAMT>${reais}<FITID>E2E-${txid}<MEMO>PIX RECEBIDO TXID ${txid}</STMTTRN>`,
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\r\n');
  const el = page.locator('sacra-dizimo');
  await el.getByLabel('Escolher arquivo OFX').setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: Buffer.from(ofx, 'latin1') });
  await see(el, '1 taxa de solicitação do site paga.');
  await page.context().close();
}

/** The follow-up page the sent form links to (the same address the e-mail gives). */
async function followUp(form: Locator): Promise<{ codigo: string; link: string }> {
  const done = form.locator('[part="done"]');
  await see(done, 'Pedido enviado.');
  const codigo = (await done.locator('.pedido-code').textContent())!;
  const link = (await done.getByRole('link', { name: 'Acompanhar o pedido' }).getAttribute('href'))!;
  expect(link).toMatch(new RegExp(`^${e2e.portal.url}/acompanhamento/[A-Za-z0-9_-]{20,}$`));
  return { codigo, link };
}

describe('solicitações do site', () => {
  it('a family asks for a baptism on the website, picks a course and a date, pays by PIX; the office confirms and writes the book', async () => {
    const site = await open(demo!.url);
    const form = site.locator('sacra-pedido-batismo');
    await see(form, 'Pedido de batismo');
    await field(form, 'Nome completo').fill(CHILD);
    await field(form, 'Data de nascimento').fill('2026-05-02');
    await field(form, 'Local de nascimento').fill('Campinas/SP');
    await field(form, 'Certidão de nascimento (PDF ou foto)').setInputFiles({ name: 'certidao.png', mimeType: 'image/png', buffer: PHOTO });
    await field(form, 'Nome — Mãe').fill('Renata Site Batismo');
    await field(form, 'E-mail para contato').fill('renata.site@example.com');
    await field(form, 'Endereço (rua, número, bairro, cidade)').fill('Rua das Flores, 10, Centro, Campinas');
    await field(form, 'A família mora no território desta paróquia?').selectOption('sim');
    await field(form, 'Nome — Padrinho').fill('Henrique Padrinho Site');
    await field(form, 'CPF — Padrinho').fill(cpfFromBase('481516'));
    await field(form, 'Data de nascimento — Padrinho').fill('1990-04-10');
    await field(form, 'Padrinho é crismado(a)').check();
    // The first course session and the first date with free places: both held while the form is filled.
    const curso = field(form, 'Curso de preparação');
    const data = field(form, 'Data do batismo');
    await curso.selectOption({ index: 1 });
    await data.selectOption({ index: 1 });
    expect(await data.locator('option').nth(1).textContent()).toMatch(/R\$\s50,00$/);
    await see(form, /Vagas reservadas para você até \d\d:\d\d/);
    await field(form, 'Li e autorizo o tratamento dos dados para esta finalidade').check();
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    const { codigo, link } = await followUp(form);
    await site.context().close();

    // The follow-up page: the state, the course and the date, the fee's PIX with this request's txid.
    const family = await open(link);
    const ac = family.locator('sacra-acompanhamento');
    await see(ac, `Batismo de ${CHILD} — ${codigo}`);
    await see(ac, /Taxa: R\$\s80,00/);
    const pix = await ac.getByLabel('PIX copia e cola').inputValue();
    expect(pix).toMatch(/^000201/);
    expect(pix).toContain(`SOL${String(idOf(codigo)).padStart(6, '0')}`);
    expect(pix).toContain('540580.00');

    await importStatement(idOf(codigo), '80.00');
    await family.reload();
    await see(ac, /Taxa de R\$\s80,00 paga\. Obrigado!/);
    // The family answers the office from the same page.
    await field(ac, 'Sua mensagem à secretaria').fill('Podemos levar a certidão original no curso?');
    await ac.getByRole('button', { name: 'Enviar mensagem' }).click();
    await see(ac.getByRole('listitem').filter({ hasText: 'Podemos levar a certidão original no curso?' }), /^Você · /);
    await family.context().close();

    // The office: the list by state, the request's checks, course and date confirmed, 'Batizado' writes the book.
    const office = await open('/solicitacoes?estado=novo', { as: 'secretaria' });
    const el = office.locator('sacra-solicitacoes');
    await el.getByRole('link', { name: `Abrir a solicitação de ${CHILD}` }).click();
    await see(el, `Batismo — ${CHILD}`);
    await see(el, /R\$\s80,00 · paga \(extrato\)/);
    await see(el, 'Conferência das regras da paróquia');
    await see(el.getByRole('listitem').filter({ hasText: 'Podemos levar a certidão original no curso?' }), /^Família · /);
    await el.getByRole('button', { name: 'Confirmar: curso' }).click();
    await see(el, 'Curso');
    await el.getByRole('button', { name: 'Confirmar: agendado' }).click();
    const batizar = el.getByRole('form', { name: 'Registrar o batismo no livro' });
    await field(batizar, 'Celebrante').fill('Pe. Antônio Ribeiro');
    // The chosen date is still ahead: the book takes no future entry; the office writes it on the day it was celebrated.
    await batizar.getByRole('button', { name: 'Registrar batismo' }).click();
    await see(batizar, 'A data não pode ser futura.');
    await field(batizar, 'Data').fill(todayIn('America/Sao_Paulo'));
    await batizar.getByRole('button', { name: 'Registrar batismo' }).click();
    await see(office, 'Batismo registrado no livro.');
    await see(el, new RegExp(`^${CHILD}: livro \\d+, folha \\d+, termo \\d+$`));

    await office.goto(`${e2e.portal.url}/sacramentos?tipo=batismo&q=${encodeURIComponent(CHILD)}`);
    await see(office.locator('sacra-sacramentos').getByRole('rowheader', { name: CHILD }), CHILD);
    await office.context().close();
  });

  it('a certificate asked for online: the office issues it from the suggested entry, the fee is paid, the person downloads it', async () => {
    // The entry in this parish's baptism book (its own screens are tested in sacramentos.test.ts).
    const secretary = await open('/sacramentos', { as: 'secretaria' });
    const created = await secretary.request.post(`${e2e.portal.url}/api/sacramentos/batismo`, {
      data: {
        nome: PERSON,
        data: '1992-08-09',
        nascimento: '1992-01-20',
        local_nascimento: 'Campinas/SP',
        mae: 'Cecília Online',
        madrinha: 'Rita Madrinha Online',
        celebrante: 'Pe. Bento',
        local: 'Matriz',
      },
    });
    expect(created.status()).toBe(201);
    await secretary.context().close();

    const site = await open(demo!.url);
    const form = site.locator('sacra-pedido-certidao');
    await field(form, 'Certidão de').selectOption('batismo');
    await field(form, 'Como receber').selectOption('download');
    await field(form, 'De quem').selectOption('proprio');
    await field(form, 'Finalidade').selectOption('casamento');
    await field(form, 'Nome de quem recebeu o sacramento').fill(PERSON);
    await field(form, 'Data de nascimento').fill('1992-01-20');
    await field(form, 'Nome da mãe').fill('Cecília Online');
    await field(form, 'Seu nome completo').fill(PERSON);
    await field(form, 'Seu CPF').fill(cpfFromBase('271828'));
    await field(form, 'E-mail').fill('otavio.online@example.com');
    await field(form, 'Foto do seu documento de identidade').setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: PHOTO });
    await field(form, 'Li e autorizo o tratamento dos dados para esta finalidade').check();
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    const { codigo, link } = await followUp(form);
    await site.context().close();

    const office = await open(`/solicitacoes?tipo=certidao&q=${encodeURIComponent(codigo)}`, { as: 'secretaria' });
    const el = office.locator('sacra-solicitacoes');
    await el.getByRole('link', { name: `Abrir a solicitação de ${PERSON}` }).click();
    await see(el, `Certidão — ${PERSON}`);
    await el.getByRole('button', { name: `Usar este registro: ${PERSON}` }).click();
    await see(el, 'Registro encontrado');
    await el.getByRole('button', { name: 'Emitir certidão' }).click();
    await see(office, 'Certidão emitida.');
    await office.context().close();

    // Before the fee is paid the page offers the PIX, not the download.
    const person = await open(link);
    const ac = person.locator('sacra-acompanhamento');
    await see(ac, 'Certidão emitida. O download fica disponível depois do pagamento da taxa.');
    await see(ac, /Taxa: R\$\s20,00/);
    await importStatement(idOf(codigo), '20.00');
    await person.reload();
    const download = ac.getByRole('link', { name: 'Baixar certidão (PDF)' });
    await poll(() => download.count()).toBe(1);
    const file = person.waitForEvent('download');
    await download.click();
    const bytes = await readFile((await (await file).path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(PERSON);
    expect(text).toMatch(/casamento/i);
    await person.context().close();
  });

  it('the public forms fit a 375 px phone without sideways scroll', async () => {
    const page = await open(demo!.url, { viewport: { width: 375, height: 800 } });
    for (const tag of ['sacra-pedido-batismo', 'sacra-pedido-certidao']) {
      const el = page.locator(tag);
      await see(el, 'Enviar pedido');
      await el.scrollIntoViewIfNeeded();
      const box = (await el.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      const overflow = await el.evaluate(
        (host) =>
          [...host.shadowRoot!.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible').length,
      );
      expect(overflow).toBe(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The portal's own page for a parish without a website.
    await page.goto(`${e2e.portal.url}/solicitar/batismo/1`);
    await see(page.locator('sacra-pedido-batismo'), 'Enviar pedido');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
