/**
 * A marriage file from opening to archive, in the browser, on the demo's two parishes: the secretary of São José
 * opens the file of a couple (the groom baptised in the other parish of the portal, the bride here); asks the
 * groom's baptism certificate of that parish, whose secretary answers it in /pedidos from her book, and it lands
 * in the file's checklist; the other documents are delivered (a photo each, the bride's baptism by the code of a
 * certificate of this parish, an unknown code refused under its field); the interview is recorded; the banns
 * are published; the file is habilitado and celebrated: the entry is in the marriage book and the file archived.
 * The groom's notice arrives in the other parish as a pending marginal note, which its secretary confirms onto
 * the baptism entry; the sending parish sees it confirmed. A mixed marriage waits for its licence, whose grant is
 * recorded; an objection is recorded; the file is cancelled with a reason. Role 2 and the Pastoral Familiar read a file
 * without the interview's tab.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/core/calendar/dates';
import { poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();
const GROOM = 'Tiago Noivo Aparecida E2E';
const BRIDE = 'Clara Noiva São José E2E';
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const today = todayIn('America/Sao_Paulo');
/** Complete as a certificate needs it (c. 877). */
const ENTRY = {
  nascimento: '1995-01-05',
  local_nascimento: 'Campinas/SP',
  mae: 'Ana Batismo',
  madrinha: 'Rita Madrinha',
  celebrante: 'Pe. Bento',
  local: 'Matriz',
};

/** The groom's baptism in the other parish's book, the bride's in this one's with a certificate 'para fins de casamento'. */
let groomBaptism = 0;
let brideCode = '';
/** The file's page, shared by the tests in order. */
let filePath = '';

const open = e2e.open;

const files = (page: Page) => page.locator('sacra-casamentos');

/** A baptism written through the API as `user` (its book's own screens are tested elsewhere): its id. */
async function baptism(page: Page, nome: string, data: string): Promise<number> {
  const answer = await page.request.post(`${e2e.portal.url}/api/sacramentos/batismo`, { data: { nome, data, ...ENTRY } });
  expect(answer.status()).toBe(201);
  return (await answer.json()).data.id;
}

beforeAll(async () => {
  const other = await open('/dashboard', { as: 'outra' });
  groomBaptism = await baptism(other, GROOM, '1995-03-12');
  await other.context().close();
  const here = await open('/dashboard', { as: 'secretaria' });
  const id = await baptism(here, BRIDE, '1996-04-20');
  const certificate = await here.request.post(`${e2e.portal.url}/api/sacramentos/batismo/${id}/certidao`, { data: { finalidade: 'para fins de casamento' } });
  brideCode = certificate.headers()['x-certidao-codigo'] ?? '';
  expect(brideCode, `certificate (${certificate.status()})`).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await here.context().close();
});

/** Delivers the checklist's item `nome` of spouse `n` with a photo, and the code or issue date the dialog asks. */
async function deliver(page: Page, nome: string, n: 1 | 2, extra: Record<string, string> = {}) {
  const el = files(page);
  await el.getByRole('button', { name: `Entregar: ${nome} (${n}º noivo(a))` }).click();
  const dialog = el.getByRole('dialog');
  await dialog.getByLabel('Escolher arquivo').setInputFiles({ name: 'documento.png', mimeType: 'image/png', buffer: PHOTO });
  for (const [label, value] of Object.entries(extra)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Entregar documento' }).click();
  await poll(() => el.getByRole('dialog').count()).toBe(0);
}

describe('processo de habilitação matrimonial', () => {
  it('opens a file for a couple, the groom baptised in the other parish of the portal', async () => {
    const page = await open('/casamentos', { as: 'secretaria' });
    const el = files(page);
    await see(el, 'Processos de casamento');
    await el.getByRole('link', { name: 'Novo processo' }).click();
    await page.waitForURL(`${e2e.portal.url}/casamentos/novo`);
    await el.getByLabel('Nome do(a) 1º noivo(a)', { exact: true }).fill(GROOM);
    await el.getByLabel('Nome do(a) 2º noivo(a)', { exact: true }).fill(BRIDE);
    const [groomParish, brideParish] = [
      el.getByLabel('Paróquia do batismo', { exact: true }).first(),
      el.getByLabel('Paróquia do batismo', { exact: true }).nth(1),
    ];
    await poll(() => groomParish.locator('option').count()).toBeGreaterThan(2);
    const other = (await groomParish.locator('option').allTextContents()).find((t) => t !== 'Outra paróquia (digitar)' && !t.startsWith('Esta paróquia'))!;
    await groomParish.selectOption({ label: other });
    await el.getByLabel('Data do batismo').first().fill('1995-03-12');
    await brideParish.selectOption({ index: 1 });
    await el.getByLabel('Data do batismo').nth(1).fill('1996-04-20');
    await el.getByLabel('Data desejada').fill(addDays(today, 100));
    await el.getByLabel('Horário').fill('15:10');
    const church = el.getByLabel('Igreja ou comunidade');
    await poll(() => church.locator('option').count()).toBeGreaterThan(1);
    await church.selectOption({ index: 1 });
    await el.getByLabel('Celebrante').fill('Pe. Bento');
    await el.getByLabel('1ª testemunha').fill('Dirce Testemunha');
    await el.getByLabel('2ª testemunha').fill('Elias Testemunha');
    await el.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/casamentos\/\d+$/);
    filePath = new URL(page.url()).pathname;
    await see(el, `Processo de casamento: ${GROOM} e ${BRIDE}`);
    await see(el, /^Para habilitar faltam \d+ itens$/);
    await page.context().close();
  });

  it("asks the groom's baptism certificate of his parish, whose secretary answers it from her book", async () => {
    const page = await open(`${filePath}?aba=documentos`, { as: 'secretaria' });
    const el = files(page);
    await el.getByRole('button', { name: 'Pedir a certidão à paróquia do batismo' }).click();
    await see(page, 'Pedido enviado à outra paróquia.');

    const other = await open('/pedidos', { as: 'outra' });
    const office = files(other);
    await office.getByRole('button', { name: `Atender: ${GROOM}` }).click();
    const dialog = office.getByRole('dialog');
    const record = dialog.getByLabel('Registro do livro');
    await poll(() => record.locator('option').count()).toBeGreaterThan(1);
    await record.selectOption(String(groomBaptism));
    await dialog.getByRole('button', { name: 'Atender' }).click();
    await see(other, 'Pedido atendido: a certidão foi enviada à paróquia que pediu.');
    await see(office.getByRole('row', { name: new RegExp(GROOM) }), 'Atendido');
    await other.context().close();

    await page.reload();
    const groomList = el.getByRole('region', { name: `Documentos do(a) 1º noivo(a): ${GROOM}` });
    await see(groomList.getByRole('listitem').filter({ hasText: 'Certidão de batismo' }), 'Entregue');
    await page.context().close();
  });

  it('takes the other documents, the bride’s baptism by its code (an unknown code refused under its field)', async () => {
    const page = await open(`${filePath}?aba=documentos`, { as: 'secretaria' });
    const el = files(page);
    const baptismItem = "Certidão de batismo 'para fins de casamento' (até 6 meses)";
    await el.getByRole('button', { name: `Entregar: ${baptismItem} (2º noivo(a))` }).click();
    const dialog = el.getByRole('dialog');
    await dialog.getByLabel('Código da certidão (deste portal)').fill('AAAA-BBBB-CCCC-DDDD');
    await dialog.getByRole('button', { name: 'Entregar documento' }).click();
    await see(dialog, 'Certidão não encontrada. Confira o código.');
    await dialog.getByLabel('Código da certidão (deste portal)').fill(brideCode);
    await dialog.getByRole('button', { name: 'Entregar documento' }).click();
    await poll(() => el.getByRole('dialog').count()).toBe(0);
    await see(el.getByRole('region', { name: `Documentos do(a) 2º noivo(a): ${BRIDE}` }), `Certidão ${brideCode}`);

    for (const nome of [
      'Certidão de crisma',
      'Documento de identidade',
      'CPF',
      'Certidão de nascimento ou de casamento civil',
      'Comprovante de residência',
      'Certificado do curso de noivos',
    ])
      for (const n of [1, 2] as const) await deliver(page, nome, n);
    await poll(() => el.getByRole('button', { name: /^Entregar: / }).count()).toBe(0);
    await page.context().close();
  });

  it('records the interview, publishes the banns, habilita and celebrates: the entry is in the book, the file archived', async () => {
    const page = await open(`${filePath}?aba=entrevista`, { as: 'secretaria' });
    const el = files(page);
    const interview = el.getByRole('tabpanel');
    await interview.getByLabel('Casa-se por livre vontade, sem pressão de ninguém?').first().fill('Sim.');
    await interview.getByLabel('Casa-se por livre vontade, sem pressão de ninguém?').nth(1).fill('Sim, por vontade própria.');
    await interview.getByRole('button', { name: 'Salvar entrevista' }).click();
    await see(page, 'Entrevista registrada.');

    await el.getByRole('tab', { name: 'Proclamas' }).click();
    await el.getByRole('button', { name: 'Publicar proclamas' }).click();
    await see(page, 'Proclamas publicados nos avisos da paróquia.');
    await see(el, 'Certidão de proclamas (PDF)');

    await el.getByRole('tab', { name: 'Permissões' }).click();
    await see(el, 'Nenhum impedimento: o processo não precisa de dispensa nem de licença.');

    await el.getByRole('button', { name: 'Habilitar' }).click();
    await see(page, 'Processo habilitado para o casamento.');
    await see(el.getByRole('heading', { level: 1 }), 'Habilitado');

    await el.getByRole('tab', { name: 'Celebração' }).click();
    await el.getByLabel('Data em que foi celebrado').fill(today);
    await el.getByRole('button', { name: 'Registrar celebração' }).click();
    await see(page, 'Casamento registrado no livro de Matrimônio; processo arquivado.');
    await see(el.getByRole('heading', { level: 1 }), 'Arquivado');
    await see(el, /^Registro no livro de Matrimônio: livro \d+, folha \d+, termo \d+/);
    const notices = el.getByRole('list', { name: 'Notificações' });
    await see(notices.getByRole('listitem').filter({ hasText: GROOM }), 'Aguardando confirmação da paróquia');
    await el.getByRole('link', { name: 'Abrir o registro' }).click();
    await page.waitForURL(/\/sacramentos\/matrimonio\/\d+$/);
    await see(page.locator('sacra-sacramentos'), `Matrimônio: ${GROOM} e ${BRIDE}`);
    await page.context().close();
  });

  it("the other parish's secretary confirms the notice onto the groom's baptism; the sending parish sees it confirmed", async () => {
    const other = await open('/pedidos?aba=anotacoes', { as: 'outra' });
    const office = files(other);
    await office.getByRole('button', { name: `Confirmar a anotação de ${GROOM}` }).click();
    await see(other, 'Anotação lançada à margem do registro de batismo.');
    await other.goto(`${e2e.portal.url}/sacramentos/batismo/${groomBaptism}`);
    await see(other.locator('sacra-sacramentos').getByRole('region', { name: 'Anotações' }), BRIDE);
    await other.context().close();

    const page = await open(`${filePath}?aba=celebracao`, { as: 'secretaria' });
    const notices = files(page).getByRole('list', { name: 'Notificações' });
    await see(notices.getByRole('listitem').filter({ hasText: GROOM }), 'Confirmada pela paróquia do batismo');
    await page.context().close();
  });

  it('a mixed marriage waits for its licence: habilitar refused naming it, the grant recorded; an objection recorded; the file cancelled with a reason', async () => {
    const page = await open('/casamentos', { as: 'secretaria' });
    const created = await page.request.post(`${e2e.portal.url}/api/casamentos`, {
      data: { conjuge1: { nome: 'Paulo Misto E2E', religiao: 'outra_crista' }, conjuge2: { nome: 'Rita Católica E2E' } },
    });
    expect(created.status()).toBe(201);
    await page.goto(`${e2e.portal.url}/casamentos/${(await created.json()).data.id}?aba=permissoes`);
    const el = files(page);
    await el.getByRole('button', { name: 'Habilitar' }).click();
    await see(page, /^O processo ainda não pode ser habilitado\. Falta: .*licença: Matrimônio misto/);

    await see(el, 'Matrimônio misto (batizado em outra Igreja cristã)');
    await see(el, 'Não concedida');
    await el.getByRole('button', { name: 'Registrar concessão: Matrimônio misto (batizado em outra Igreja cristã)' }).click();
    const grant = el.getByRole('dialog');
    await grant.getByRole('button', { name: 'Registrar concessão' }).click();
    await see(grant, 'Informe quem concedeu (ex.: Cúria Diocesana, Bispo diocesano).');
    await grant.getByLabel('Concedida por').fill('Cúria Diocesana');
    await grant.getByLabel('Data da concessão').fill(today);
    await grant.getByLabel('Número do protocolo').fill('2026/0457');
    await grant.getByLabel('Escolher arquivo').setInputFiles({ name: 'licenca.png', mimeType: 'image/png', buffer: PHOTO });
    await grant.getByRole('button', { name: 'Registrar concessão' }).click();
    await see(page, 'Concessão registrada.');
    await see(el, /^Noivos: Paulo Misto E2E · Concedida por Cúria Diocesana em .* \(protocolo 2026\/0457\)$/);
    expect(await el.getByRole('button', { name: /^Registrar concessão/ }).count()).toBe(0);

    await el.getByRole('tab', { name: 'Proclamas' }).click();
    await el.getByRole('button', { name: 'Publicar proclamas' }).click();
    await see(page, 'Proclamas publicados nos avisos da paróquia.');
    await el.getByRole('button', { name: 'Registrar objeção' }).click();
    const objection = el.getByRole('dialog');
    await objection.getByLabel('Objeção').fill('Vínculo anterior não declarado, segundo um paroquiano.');
    await objection.getByRole('button', { name: 'Registrar objeção' }).click();
    await see(page, 'Objeção registrada: o processo não pode ser habilitado até que seja resolvida.');
    await see(el.getByRole('region', { name: 'Objeções' }), 'Em aberto');

    await el.getByRole('button', { name: 'Cancelar processo' }).click();
    const cancel = el.getByRole('dialog');
    await cancel.getByLabel('Motivo do cancelamento').fill('Os noivos desistiram.');
    await cancel.getByRole('button', { name: 'Cancelar processo' }).click();
    await see(page, 'Processo cancelado.');
    await see(el, 'Processo cancelado. Motivo: Os noivos desistiram.');
    expect(await el.getByRole('button', { name: 'Habilitar' }).count()).toBe(0);
    await page.context().close();
  });

  it('role 2 and the Pastoral Familiar read the file without the interview; the other parish never sees it', async () => {
    for (const as of ['gestora', 'pastoral-familiar']) {
      const page = await open(filePath, { as });
      const el = files(page);
      await see(el, `Processo de casamento: ${GROOM} e ${BRIDE}`);
      await see(el.getByRole('tab', { name: 'Documentos' }), 'Documentos');
      await see(el.getByRole('region', { name: `1º noivo(a): ${GROOM}` }), /^Paróquia Nossa Senhora Aparecida$/);
      expect(await el.getByRole('tab', { name: 'Entrevista' }).count()).toBe(0);
      expect(await el.getByRole('button', { name: 'Cancelar processo' }).count()).toBe(0);
      await page.context().close();
    }

    const other = await open(filePath, { as: 'outra' });
    await see(files(other), 'Processo de casamento não encontrado.');
    await other.context().close();
  });
});
