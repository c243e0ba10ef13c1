/**
 * The sacramental books end to end: the secretary digitises a baptism from an old paper book
 * (livro 3, folha 12, termo 45, 1987) for a person of the registers; its certificate is refused until
 * the entry has what canon law asks (the dialog says what and leads to the form), then issued 'para fins
 * de casamento', signed by the pároco (the PDF read back, its code on screen); a visitor verifies the code
 * typed without dashes in lower case, signed out, and after a correction sees 'retificado após a
 * emissão'. The same person's marriage adds the automatic note on the baptism's page. A number already
 * used is refused on its field; a record annulled shows 'Anulado'. The books screen closes a book and
 * opens the next. Role 2 reads without a write button; others see nothing. The demo's concluded Crisma
 * class (São Paulo Apóstolo, last year) goes into the open book in one step, from the Crisma tab's
 * 'Lançar turma concluída', and its students appear in the Crisma tab.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/test/pdf-text';
import { poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();
const PERSON = 'Benedita Livro Antigo E2E';
const SPOUSE = 'Joaquim Noivo E2E';
/** Shared by the tests, in order: the baptism's page and the certificate's code. */
let baptismPath = '';
let code = '';

const open = e2e.open;

const books = (page: Page) => page.locator('sacra-sacramentos');

/** Picks `name` from the registers for the name field labelled `label`. */
async function pick(page: Page, label: string, name: string) {
  const el = books(page);
  await el.getByRole('button', { name: 'Buscar nos registros' }).first().click();
  await el.getByLabel(`Buscar nos registros: ${label}`).fill(name);
  const choose = el.getByRole('button', { name: `Escolher: ${name}` });
  await poll(() => choose.isVisible()).toBe(true);
  await choose.click();
  await poll(() => el.getByLabel(label, { exact: true }).inputValue()).toBe(name);
}

describe('livros de sacramentos', () => {
  it('digitises a baptism from an old book, issues its certificate and anyone verifies it signed out', async () => {
    const page = await open('/sacramentos', { as: 'secretaria' });
    const status = await page.evaluate(async (n) => {
      const body = new FormData();
      Object.entries({ name: n, born_date: '1987-01-10', phone: '19987650000' }).forEach(([k, v]) => body.append(k, v));
      return (await fetch('/api/registers', { method: 'POST', body, credentials: 'include', headers: { Accept: 'application/json' } })).status;
    }, PERSON);
    expect(status).toBe(201);
    const el = books(page);
    await see(el, 'Registros de sacramentos');
    await el.getByRole('link', { name: 'Novo registro' }).click();
    await page.waitForURL(`${e2e.portal.url}/sacramentos/batismo/novo`);
    await pick(page, 'Nome do(a) batizado(a)', PERSON);
    await el.getByLabel('Data do batismo').fill('1987-03-15');
    for (const [label, value] of [
      ['Pai', 'Sebastião Livro'],
      ['Mãe', 'Rosa Livro'],
      ['Padrinho', 'Antônio Padrinho'],
      ['Madrinha', 'Luzia Madrinha'],
      ['Celebrante', 'Pe. Bento'],
      ['Igreja ou comunidade', 'Matriz São José'],
      ['Livro', '3'],
      ['Folha', '12'],
      ['Termo', '45'],
    ])
      await el.getByLabel(label, { exact: true }).fill(value);
    await el.getByRole('button', { name: 'Lançar no livro' }).click();
    await page.waitForURL(/\/sacramentos\/batismo\/\d+$/);
    baptismPath = new URL(page.url()).pathname;
    await see(el, 'livro 3, folha 12, termo 45');
    await see(el, `Batismo: ${PERSON}`);
    await see(el, '10/01/1987'); // the birth date came from the register

    // The entry lacks the place of birth (c. 877): the certificate waits, and the dialog says what to fill.
    await el.getByRole('button', { name: 'Emitir certidão' }).click();
    let dialog = el.getByRole('dialog', { name: 'Emitir certidão' });
    await see(dialog, 'Complete o registro antes de emitir a certidão. Falta: Local de nascimento.');
    expect(await dialog.getByRole('button', { name: 'Emitir' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Completar o registro' }).click();
    await page.waitForURL(/\/sacramentos\/batismo\/\d+\/editar$/);
    await poll(() => el.getByLabel('Padrinho', { exact: true }).inputValue()).toBe('Antônio Padrinho');
    await el.getByLabel('Local de nascimento', { exact: true }).fill('Campinas/SP');
    await el.getByLabel('Testemunhas', { exact: true }).fill('Dirce Testemunha\nElias Testemunha');
    await el.getByRole('button', { name: 'Salvar correção' }).click();
    await page.waitForURL(/\/sacramentos\/batismo\/\d+$/);
    await see(el, 'Dirce Testemunha, Elias Testemunha');

    await el.getByRole('button', { name: 'Emitir certidão' }).click();
    dialog = el.getByRole('dialog', { name: 'Emitir certidão' });
    const signer = dialog.getByLabel('Assinada por');
    // The pároco signs unless another is chosen.
    await poll(async () => (await signer.locator('option').allTextContents()).length).toBe(2);
    const [paroco] = await signer.locator('option').allTextContents();
    expect(paroco).toMatch(/^Pe\. .+, Pároco$/);
    expect(await signer.inputValue()).toBe('');
    await dialog.getByLabel('Para fins de casamento').check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Emitir' }).click();
    await see(el, 'Certidão emitida. Código de verificação:');
    code = (await el.locator('.alert-success .code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const text = (await pdfText(await readFile((await (await download).path())!))).replace(/\s+/g, ' ');
    const [parocoName] = paroco.split(', ');
    for (const part of [
      PERSON,
      'Livro de Batismos nº 3, folha 12, termo 45',
      'Finalidade: para fins de casamento. Válida por seis meses a partir da emissão, até',
      `${parocoName} Pároco`,
      code,
    ])
      expect(text, part).toContain(part);
    await see(el.getByRole('region', { name: 'Certidões emitidas' }), code);
    await see(el.getByRole('region', { name: 'Certidões emitidas' }), `assinada por ${paroco}`);

    // A visitor, signed out, types the code from the paper: no dashes, lower case.
    const visitor = await open('/certidoes');
    const check = visitor.locator('sacra-certidao');
    await check.getByLabel('Código de verificação').fill(code.replaceAll('-', '').toLowerCase());
    await check.getByRole('button', { name: 'Verificar' }).click();
    await visitor.waitForURL(`${e2e.portal.url}/certidoes/${code}`);
    await see(check, PERSON);
    await see(check, /Certidão válida/);
    await see(check, 'Paróquia São José');
    await see(check, '15/03/1987');
    await see(check, 'Livro 3, folha 12, termo 45');

    // The record corrected after the certificate: the verification says so.
    await el.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/editar$/);
    await poll(() => el.getByLabel('Celebrante', { exact: true }).inputValue()).toBe('Pe. Bento');
    await el.getByLabel('Celebrante', { exact: true }).fill('Pe. Bento Corrigido');
    await el.getByRole('button', { name: 'Salvar correção' }).click();
    await page.waitForURL(/\/sacramentos\/batismo\/\d+$/);
    await page.context().close();
    await visitor.reload();
    await see(check, /retificado após a emissão/);
    await see(check, 'Livro 3, folha 12, termo 45');
    // A code typed wrong.
    await check.getByLabel('Código de verificação').fill('AAAA-BBBB-CCCC-DDDD');
    await check.getByRole('button', { name: 'Verificar' }).click();
    await visitor.waitForURL(`${e2e.portal.url}/certidoes/AAAA-BBBB-CCCC-DDDD`);
    await see(check, 'Certidão não encontrada. Confira o código.');
    await visitor.context().close();
  });

  it("marries the same person and the note appears on the baptism's page", async () => {
    const page = await open('/sacramentos/matrimonio/novo', { as: 'secretaria' });
    const el = books(page);
    await see(el, 'Novo registro de Matrimônio');
    await pick(page, 'Nome do 1º cônjuge', PERSON);
    await el.getByLabel('Nome do 2º cônjuge', { exact: true }).fill(SPOUSE);
    await el.getByLabel('Data do matrimônio').fill('2015-06-20');
    await el.getByLabel('Com efeito civil').check();
    await el.getByRole('button', { name: 'Lançar no livro' }).click();
    await page.waitForURL(/\/sacramentos\/matrimonio\/\d+$/);
    await see(el, `Matrimônio: ${PERSON} e ${SPOUSE}`);
    await page.goto(`${e2e.portal.url}${baptismPath}`);
    await see(el.getByRole('region', { name: 'Anotações' }), `Contraiu matrimônio com ${SPOUSE} em 20/06/2015`);
    await see(el, 'Anotação automática');
    await page.context().close();
  });

  it("issues the baptism 'de inteiro teor', signed by the vigário chosen: every field and the marriage's note in the PDF", async () => {
    const page = await open(baptismPath, { as: 'secretaria' });
    const el = books(page);
    await see(el, `Batismo: ${PERSON}`);
    await el.getByRole('button', { name: 'Emitir certidão' }).click();
    const dialog = el.getByRole('dialog', { name: 'Emitir certidão' });
    const signer = dialog.getByLabel('Assinada por');
    await poll(async () => (await signer.locator('option').allTextContents()).length).toBe(2);
    const [paroco, vigario] = await signer.locator('option').allTextContents();
    expect(vigario).toMatch(/^Pe\. .+, Vigário paroquial$/);
    await signer.selectOption({ label: vigario });
    await dialog.getByLabel('De inteiro teor').check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Emitir' }).click();
    await see(el, 'Certidão emitida. Código de verificação:');
    const issued = (await el.locator('.alert-success .code').textContent())!.trim();
    const text = (await pdfText(await readFile((await (await download).path())!))).replace(/\s+/g, ' ');
    const [vigarioName] = vigario.split(', ');
    for (const part of [
      'CERTIDÃO DE BATISMO de inteiro teor',
      PERSON,
      'Testemunhas Dirce Testemunha, Elias Testemunha',
      'Local de nascimento Campinas/SP',
      `Contraiu matrimônio com ${SPOUSE}`,
      'Nada mais consta do referido assento',
      `${vigarioName} Vigário paroquial`,
      issued,
    ])
      expect(text, part).toContain(part);
    expect(text).not.toContain(paroco.split(', ')[0]);
    await see(el.getByRole('region', { name: 'Certidões emitidas' }), `assinada por ${vigario}`);
    await page.context().close();
  });

  it("refuses numbers already used on their field; a correction goes into the history; an annulled record shows 'Anulado'", async () => {
    const page = await open('/sacramentos/batismo/novo', { as: 'admin' });
    const el = books(page);
    // HTML typed in a field is a name like any other: shown as text, never as markup.
    const name = 'Registro <i>Duplicado</i> E2E';
    await el.getByLabel('Nome do(a) batizado(a)', { exact: true }).fill(name);
    await el.getByLabel('Data do batismo').fill('1987-04-02');
    for (const [label, value] of [
      ['Livro', '3'],
      ['Folha', '12'],
      ['Termo', '45'],
    ])
      await el.getByLabel(label, { exact: true }).fill(value);
    await el.getByRole('button', { name: 'Lançar no livro' }).click();
    await see(el, 'Este livro, folha e termo já estão usados por outro registro.');
    await expect(el.getByLabel('Termo', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await el.getByLabel('Termo', { exact: true }).fill('46');
    await el.getByRole('button', { name: 'Lançar no livro' }).click();
    await page.waitForURL(/\/sacramentos\/batismo\/\d+$/);

    // A correction keeps the previous version: the history says who changed what, from what to what.
    await el.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/sacramentos\/batismo\/\d+\/editar$/);
    await poll(() => el.getByLabel('Nome do(a) batizado(a)', { exact: true }).inputValue()).toBe(name);
    await el.getByLabel('Celebrante', { exact: true }).fill('Pe. Corrigido');
    await el.getByRole('button', { name: 'Salvar correção' }).click();
    await page.waitForURL(/\/sacramentos\/batismo\/\d+$/);
    const history = el.getByRole('region', { name: 'Histórico de versões' });
    await see(history, 'Versão 2');
    await see(history, 'Celebrante: — → Pe. Corrigido');

    await el.getByRole('button', { name: 'Anular' }).click();
    const dialog = el.getByRole('dialog', { name: 'Anular registro' });
    await dialog.getByLabel('Motivo da anulação').fill('Lançado em duplicidade');
    await dialog.getByRole('button', { name: 'Anular registro' }).click();
    await see(el, /Registro anulado em .*Motivo: Lançado em duplicidade\./);
    await see(el.getByRole('heading', { level: 1 }), 'Anulado');
    await see(el.getByRole('heading', { level: 1 }), name);
    expect(await el.locator('i').count()).toBe(0);
    expect(await el.getByRole('button', { name: 'Emitir certidão' }).count()).toBe(0);

    await page.goto(`${e2e.portal.url}/sacramentos?q=${encodeURIComponent(name)}`);
    const row = el.getByRole('row').filter({ hasText: name });
    await poll(() => row.count()).toBe(1);
    await see(row, 'Anulado');
    await page.context().close();
  });

  it("puts the demo's concluded Crisma class into the book in one step and its students appear in the Crisma tab", async () => {
    const page = await open('/sacramentos?tipo=crisma', { as: 'secretaria' });
    const el = books(page);
    await see(el, 'Registros de sacramentos');
    await el.getByRole('button', { name: 'Lançar turma concluída' }).click();
    const concluded = el.getByRole('region', { name: 'Turmas de Crisma concluídas' });
    // Only the concluded (Crismada) class is offered: not the current ones, not the cancelled one.
    const classLink = concluded.getByRole('link', { name: /Turma São Paulo Apóstolo/ });
    await poll(() => classLink.count()).toBe(1);
    expect(await concluded.getByRole('link').count()).toBe(1);
    await classLink.click();
    await page.waitForURL(/\/sacramentos\/crisma\/turma\/\d+$/);
    const launchPath = new URL(page.url()).pathname;
    const turmaId = launchPath.split('/').pop();
    await see(el.getByRole('heading', { level: 1 }), 'Lançar turma no livro de Crisma');
    await see(el, /Turma São Paulo Apóstolo · Crismada/);
    const students = el.getByRole('region', { name: /Alunos da turma/ }).getByRole('listitem');
    await poll(() => students.count()).toBeGreaterThan(0);
    const count = await students.count();
    const names = (await students.locator('span:first-child').allTextContents()).map((n) => n.trim());
    expect(await students.filter({ hasText: 'A lançar' }).count()).toBe(count);

    // The date is asked for, as the server asks.
    const launch = el.getByRole('button', { name: `Lançar ${count} registros no livro de Crisma` });
    await launch.click();
    await poll(() => el.getByLabel('Data da crisma').getAttribute('aria-invalid')).toBe('true');
    const year = new Date().getFullYear() - 1;
    await el.getByLabel('Data da crisma').fill(`${year}-11-30`);
    await el.getByLabel('Celebrante', { exact: true }).fill('Dom Orani Pereira');
    await el.getByLabel('Igreja ou comunidade', { exact: true }).fill('Matriz São José');
    await launch.click();
    await see(el, `${count} registros lançados no livro de Crisma.`);
    // The class now reads as written: every student in the book, nothing left to launch.
    await poll(() => students.filter({ hasText: 'Já no livro' }).count()).toBe(count);
    expect(await el.getByRole('button', { name: /^Lançar \d+ registros?/ }).count()).toBe(0);
    // Into the Crisma book open now (not a book named after the year).
    const openBook = await page.evaluate(async () => {
      const books = (await (await fetch('/api/sacramentos/livros', { headers: { Accept: 'application/json' } })).json()).data as Array<{
        tipo: string;
        livro: number;
        aberto: boolean;
      }>;
      return books.find((b) => b.tipo === 'crisma' && b.aberto)!.livro;
    });
    await see(el.getByRole('status').filter({ hasText: 'registros lançados' }), `livro ${openBook}`);

    await el.getByRole('link', { name: 'Ver no livro de Crisma' }).click();
    await page.waitForURL(`${e2e.portal.url}/sacramentos?tipo=crisma`);
    await see(el.getByRole('tab', { name: 'Crisma', selected: true }), 'Crisma');
    for (const name of names) await poll(() => el.getByRole('row').filter({ hasText: name }).count()).toBe(1);
    await see(el.getByRole('row').filter({ hasText: names[0] }), 'Dom Orani Pereira');

    // Launched again, the class is refused: all its students are in the book.
    await page.goBack();
    await see(el, 'Todos os alunos desta turma já estão no livro de Crisma.');

    // The class's own page leads there too, for the books' writers only (not the Crisma coordinator, role 3).
    await page.goto(`${e2e.portal.url}/turmas/crisma/${turmaId}/editar`);
    const bookLink = page.locator('sacra-catechesis').getByRole('link', { name: 'Lançar no livro de Crisma' });
    await poll(() => bookLink.getAttribute('href')).toBe(launchPath);
    await page.context().close();
    const coordinator = await open(`/turmas/crisma/${turmaId}/editar`, { as: 'coordenador' });
    await see(coordinator.locator('sacra-catechesis'), 'Editar turma');
    await poll(() => coordinator.locator('sacra-catechesis').getByLabel('Turma', { exact: true }).inputValue()).toMatch(/São Paulo Apóstolo/);
    expect(await coordinator.locator('sacra-catechesis').getByRole('link', { name: 'Lançar no livro de Crisma' }).count()).toBe(0);
    await coordinator.goto(`${e2e.portal.url}${launchPath}`);
    await see(coordinator, 'Acesso restrito');
    await coordinator.context().close();
  });

  it('the books screen closes the open book and opens the next, which takes the new entries', async () => {
    const page = await open('/sacramentos/livros', { as: 'secretaria' });
    const el = books(page);
    const openBooks = el.getByRole('region', { name: 'Livros abertos' });
    const close = openBooks
      .getByRole('listitem')
      .filter({ hasText: 'Óbito/Exéquias:' })
      .getByRole('button', { name: /^Encerrar o livro nº \d+$/ });
    await poll(() => close.isVisible()).toBe(true);
    const livro = Number((await close.textContent())!.match(/\d+/)![0]);
    await see(openBooks, `Óbito/Exéquias: livro nº ${livro}, aberto em`);
    await close.click();
    const dialog = el.getByRole('dialog', { name: 'Encerrar livro' });
    await see(dialog, 'não recebe novos registros');
    await dialog.getByRole('button', { name: 'Encerrar livro' }).click();
    await see(el, `Livro de Óbito/Exéquias nº ${livro} encerrado.`);
    await see(openBooks, 'Óbito/Exéquias: nenhum livro aberto');
    const row = el.getByRole('row').filter({ hasText: `Óbito/Exéquias, livro ${livro}` });
    await see(row, /Encerrado em \d{2}\/\d{2}\/\d{4}/);

    // With no open book, an entry numbered by the system is refused on its field.
    await page.goto(`${e2e.portal.url}/sacramentos/obito/novo`);
    await el.getByLabel('Nome do(a) falecido(a)', { exact: true }).fill('Exéquias Sem Livro E2E');
    await el.getByLabel('Data das exéquias').fill('2020-02-02');
    await el.getByRole('button', { name: 'Lançar no livro' }).click();
    await see(el, 'Não há livro aberto deste tipo: abra um novo livro em Livros de sacramentos.');

    await page.goto(`${e2e.portal.url}/sacramentos/livros`);
    await openBooks.getByRole('button', { name: 'Abrir novo livro de Óbito/Exéquias' }).click();
    await see(el, `Livro de Óbito/Exéquias nº ${livro + 1} aberto.`);
    await see(openBooks, `Óbito/Exéquias: livro nº ${livro + 1}, aberto em`);
    await page.goto(`${e2e.portal.url}/sacramentos/obito/novo`);
    await el.getByLabel('Nome do(a) falecido(a)', { exact: true }).fill('Exéquias Com Livro E2E');
    await el.getByLabel('Data das exéquias').fill('2020-02-02');
    await el.getByRole('button', { name: 'Lançar no livro' }).click();
    await page.waitForURL(/\/sacramentos\/obito\/\d+$/);
    await see(el, `livro ${livro + 1}, folha 1, termo 1`);
    // Older than nothing in the new book: not a late entry.
    expect(await el.getByText('Registro tardio').count()).toBe(0);
    await page.context().close();
  });

  it('role 2 reads the books without a write button; other roles do not see them', async () => {
    const page = await open('/dashboard', { as: 'gestora' });
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Sacramentos', exact: true }).click();
    const el = books(page);
    await see(el, 'Registros de sacramentos');
    await poll(() => el.getByRole('row').count()).toBeGreaterThan(1);
    expect(await el.getByRole('link', { name: 'Novo registro' }).count()).toBe(0);
    await el.getByRole('tab', { name: 'Crisma' }).click();
    await poll(async () => page.url()).toContain('tipo=crisma');
    expect(await el.getByRole('button', { name: 'Lançar turma concluída' }).count()).toBe(0);
    await page.goto(`${e2e.portal.url}${baptismPath}`);
    await see(el, `Batismo: ${PERSON}`);
    await see(el.getByRole('region', { name: 'Anotações' }), 'Contraiu matrimônio');
    for (const name of ['Emitir certidão', 'Anular', 'Acrescentar anotação']) expect(await el.getByRole('button', { name }).count(), name).toBe(0);
    expect(await el.getByRole('link', { name: 'Editar' }).count()).toBe(0);
    // The books' list, without opening or closing any.
    await page.goto(`${e2e.portal.url}/sacramentos/livros`);
    await see(el, 'Livros de sacramentos');
    await poll(() => el.getByRole('row').count()).toBeGreaterThan(1);
    expect(await el.getByRole('region', { name: 'Livros abertos' }).count()).toBe(0);
    await page.goto(`${e2e.portal.url}/sacramentos/batismo/novo`);
    await see(page, 'Acesso restrito');
    await page.context().close();

    const acolito = await open('/dashboard', { as: 'acolito' });
    await see(acolito, 'Meus Protocolos');
    expect(await acolito.getByRole('navigation', { name: 'Menu principal' }).locator('a[href="/sacramentos"]').count()).toBe(0);
    await acolito.goto(`${e2e.portal.url}/sacramentos`);
    await see(acolito, 'Acesso restrito');
    await acolito.context().close();
  });
});
