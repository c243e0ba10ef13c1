/**
 * Protocols and reminders end to end: a protocol created with attachments, opened, its files
 * listed and fetched, then deleted; a video renamed to .pdf refused by the server; a decision by
 * the parish administration seen by the owner; a reminder created, snoozed and completed.
 * Real portal, real database, Debian Chromium, a phone-sized and a desktop window.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalAndBrowser, signedIn } from './harness';

const e2e = portalAndBrowser();

const newPage = (width = 1280) => e2e.newPage({ viewport: { width, height: 900 } });

const poll = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 10_000 });
const see = (scope: Page | Locator, text: string | RegExp) => poll(() => scope.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);

async function api<T = unknown>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p, { credentials: 'include' })).json(), path);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2avc1mp41'),
  Buffer.alloc(64),
]);

describe('/protocolos/meus', () => {
  it('creates a protocol with two attachments, opens it with its stages and files, then deletes it (phone width)', async () => {
    const page = await newPage(375);
    await signedIn(page, e2e.portal.url, 'acolito', '/protocolos/meus');
    const element = page.locator('sacra-protocols');
    await poll(() => element.getByRole('heading', { level: 1, name: 'Meus Protocolos' }).isVisible()).toBe(true);

    await element.getByRole('button', { name: 'Novo protocolo' }).click();
    const modal = element.getByRole('dialog', { name: 'Novo protocolo' });
    await modal.getByRole('button', { name: 'Enviar protocolo' }).click();
    await see(modal, 'Informe a descrição do protocolo');

    await modal.getByLabel('Descrição').fill('Pedido de declaração de acólito para a escola');
    await modal.getByLabel('Anexos (opcional)').setInputFiles([
      { name: 'declaracao.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('Turno da manhã.\n') },
      { name: 'ensaio.mp4', mimeType: 'video/mp4', buffer: MP4 },
    ]);
    await see(modal, 'O arquivo "ensaio.mp4" é um vídeo: vídeos não são aceitos.');
    const chosen = modal.getByRole('list', { name: 'Arquivos escolhidos' });
    await poll(() => chosen.getByRole('listitem').count()).toBe(2);
    await modal.getByRole('button', { name: 'Enviar protocolo' }).click();
    await see(page, /^Protocolo enviado com sucesso\. Código: \d{4}-\d{6}$/);
    await poll(() => modal.isVisible()).toBe(false);

    const card = element.getByRole('button', { name: /Pedido de declaração de acólito/ });
    await poll(() => card.isVisible()).toBe(true);
    await see(card, '2 anexos');
    await card.click();
    const detail = element.getByRole('dialog', { name: /^Protocolo \d{4}-\d{6}$/ });
    await poll(() => detail.isVisible()).toBe(true);
    const stages = detail.getByRole('list', { name: 'Etapas do protocolo' });
    expect(await stages.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Envio'),
      expect.stringContaining('Avaliação administrativa'),
      expect.stringContaining('Finalizado'),
    ]);
    await see(stages, 'Em análise');
    const files = detail.getByRole('list', { name: 'Arquivos anexados' });
    expect(await files.getByRole('link').allInnerTexts()).toEqual(['declaracao.pdf', 'notas.txt']);
    const href = await files.getByRole('link', { name: 'notas.txt' }).getAttribute('href');
    expect(await page.evaluate(async (url) => (await fetch(url!, { credentials: 'include' })).text(), href)).toBe('Turno da manhã.\n');

    await detail.getByRole('button', { name: 'Excluir' }).click();
    const confirm = element.getByRole('dialog', { name: 'Excluir protocolo' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await see(page, 'Protocolo excluído.');
    await poll(() => card.count()).toBe(0);
    // Past the browser's private cache: the server no longer has it.
    const gone = await page.evaluate(async (url) => {
      const res = await fetch(url!, { credentials: 'include', cache: 'no-store' });
      return { status: res.status, body: await res.json() };
    }, href);
    expect(gone).toEqual({ status: 404, body: { message: 'Não encontrado.' } });
  });

  it('offers no delete for a protocol older than 24 hours', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'acolito', '/protocolos/meus');
    const element = page.locator('sacra-protocols');
    await element.getByRole('button', { name: /Pedido de uso do salão paroquial/ }).click();
    const detail = element.getByRole('dialog', { name: /^Protocolo / });
    await see(detail, 'Aprovado');
    expect(await detail.getByRole('button').allInnerTexts()).toEqual(['×']);
  });

  it('a video renamed to .pdf is refused by the server; the protocol is kept without it', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'catequista', '/protocolos/meus');
    const element = page.locator('sacra-protocols');
    await element.getByRole('button', { name: 'Novo protocolo' }).click();
    const modal = element.getByRole('dialog', { name: 'Novo protocolo' });
    await modal.getByLabel('Descrição').fill('Vídeo da formação');
    await modal.getByLabel('Anexos (opcional)').setInputFiles({ name: 'formacao.pdf', mimeType: 'application/pdf', buffer: MP4 });
    await modal.getByRole('button', { name: 'Enviar protocolo' }).click();
    await see(page, 'Falha ao anexar arquivos (HTTP 422) - files: O arquivo "formacao.pdf" é um vídeo: vídeos não são aceitos.');
    await see(page, /^Protocolo enviado com sucesso\./);
    const card = element.getByRole('button', { name: /Vídeo da formação/ });
    await see(card, '0 anexos');
  });
});

describe('/protocolos (parish administration)', () => {
  it('the secretary approves a pending protocol and its owner sees it finished', async () => {
    const admin = await newPage();
    await signedIn(admin, e2e.portal.url, 'secretaria', '/protocolos');
    const element = admin.locator('sacra-protocols');
    await poll(() => element.getByRole('heading', { level: 1, name: 'Protocolos da paróquia' }).isVisible()).toBe(true);
    await element.getByLabel('Status').selectOption({ label: 'Pendente' });
    await element.getByRole('button', { name: /Inscrição de 12 crismandos/ }).click();
    const detail = element.getByRole('dialog', { name: /^Protocolo / });
    await see(detail, 'José Carlos Almeida');
    await detail.getByRole('button', { name: 'Aprovar' }).click();
    await see(admin, 'Status do protocolo atualizado.');
    await see(detail, 'Aprovado');
    expect(await detail.getByRole('button', { name: 'Aprovar' }).count()).toBe(0);

    const owner = await newPage();
    await signedIn(owner, e2e.portal.url, 'coordenador', '/protocolos/meus');
    const card = owner.locator('sacra-protocols').getByRole('button', { name: /Inscrição de 12 crismandos/ });
    await see(card, 'Aprovado');
    const notes = await api<{ data: Array<{ title: string }> }>(owner, '/api/notifications');
    expect(notes.data[0].title).toMatch(/^Protocolo \d{4}-\d{6} aprovado$/);
  });
});

describe('/lembretes', () => {
  it('creates a reminder with its offset, snoozes it by the default 10 minutes and completes it (phone width)', async () => {
    const page = await newPage(375);
    await signedIn(page, e2e.portal.url, 'acolito', '/lembretes');
    const element = page.locator('sacra-reminders');
    await poll(() => element.getByRole('tab', { name: 'Ativos', selected: true }).isVisible()).toBe(true);

    await element.getByRole('button', { name: 'Novo lembrete' }).click();
    const form = element.getByRole('dialog', { name: 'Novo lembrete' });
    expect(await form.getByLabel('Enviar também por e-mail').isChecked()).toBe(true);
    expect(await form.getByLabel('Repetição').locator('option').allInnerTexts()).toEqual(['Não repetir', 'Diariamente', 'Semanalmente', 'Mensalmente']);
    await form.getByLabel('Descrição').fill('Levar as velas para a procissão');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await see(form, 'Informe a data e a hora do lembrete.');
    await form.getByLabel('Data e hora').fill('2030-05-10T09:30');
    await form.getByLabel('Repetição').selectOption({ label: 'Semanalmente' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Lembrete criado.');

    const item = element.getByRole('listitem').filter({ hasText: 'Levar as velas para a procissão' });
    await see(item, '10/05/2030, 09:30');
    await see(item, 'Semanalmente');
    const stored = async () =>
      (
        await api<{ items: Array<{ descricao: string; data_hora: string; repeat: string; pref_email: boolean; status: string }> }>(
          page,
          '/api/reminders?status=ativo',
        )
      ).items.find((r) => r.descricao === 'Levar as velas para a procissão');
    expect(await stored()).toMatchObject({ data_hora: '2030-05-10T09:30:00-03:00', repeat: 'weekly', pref_email: true });

    await item.getByRole('button', { name: 'Adiar' }).click();
    const snooze = element.getByRole('dialog', { name: 'Adiar lembrete' });
    expect(await snooze.getByLabel('Minutos').inputValue()).toBe('10');
    await snooze.getByLabel('Minutos').fill('0');
    await snooze.getByRole('button', { name: 'Adiar' }).click();
    await see(snooze, 'Informe de 1 a 10080 minutos (uma semana) para adiar.');
    await snooze.getByLabel('Minutos').fill('10');
    await snooze.getByRole('button', { name: 'Adiar' }).click();
    await see(page, 'Lembrete adiado por 10 minutos.');
    await see(item, '10/05/2030, 09:40');
    expect((await stored())?.data_hora).toBe('2030-05-10T09:40:00-03:00');

    await item.getByRole('button', { name: 'Concluir' }).click();
    await see(page, 'Lembrete concluído.');
    await poll(() => item.count()).toBe(0);
    await element.getByRole('tab', { name: 'Concluídos' }).click();
    const done = element.getByRole('listitem').filter({ hasText: 'Levar as velas para a procissão' });
    await poll(() => done.isVisible()).toBe(true);
    expect(await done.getByRole('button', { name: 'Adiar' }).count()).toBe(0);
  });
});
