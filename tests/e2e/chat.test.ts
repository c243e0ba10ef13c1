/**
 * Chat end to end: two people signed in in two browser contexts on the real portal. Delivery
 * with the push channel (server-sent events) and with it blocked (the 5 s poll), pin and unpin,
 * unread badges, search, HTML shown as text, and the one-pane layout at 375 px.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextFrames, portalAndBrowser, signedIn } from './harness';

const e2e = portalAndBrowser();

const NAMES = {
  admin: 'Pe. Antônio Ribeiro',
  secretaria: 'Maria Aparecida Souza',
  coordenador: 'José Carlos Almeida',
  catequista: 'Ana Paula Ferreira',
  acolito: 'Lucas Henrique Oliveira',
} as const;
type Person = keyof typeof NAMES;

interface ChatPage {
  page: Page;
  chat: Locator;
  dialogs: string[];
}

/** Signs `user` in a context of its own and opens /chat; `push: false` blocks the stream URL. */
async function openChat(user: Person, { push = true, width = 1280 } = {}): Promise<ChatPage> {
  const page = await e2e.newPage({ viewport: { width, height: 860 } });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (!push) await page.route('**/api/chat/stream', (route) => route.abort());
  await signedIn(page, e2e.portal.url, user, '/chat');
  const chat = page.locator('sacra-chat');
  await chat.locator('.contact').first().waitFor({ timeout: 15_000 });
  return { page, chat, dialogs };
}

const row = (c: ChatPage, who: Person) => c.chat.locator('.contact', { has: c.page.getByRole('button', { name: NAMES[who], exact: false }) });
const personButton = (c: ChatPage, who: Person) => c.chat.getByRole('button', { name: new RegExp(`^${NAMES[who].replace(/\./g, '\\.')}`) });

/** The list shows 8 people per page: find someone by searching, as a user would. */
async function find(c: ChatPage, who: Person): Promise<void> {
  await c.chat.getByRole('searchbox', { name: 'Buscar pessoa' }).fill(NAMES[who]);
  // The previous list stays until the search answers: wait for the answer, or a click could land on a row that moves.
  await expect.poll(() => c.chat.locator('.contact-name').allTextContents(), { timeout: 10_000 }).toEqual([NAMES[who]]);
}

async function openConversation(c: ChatPage, who: Person): Promise<void> {
  await find(c, who);
  await personButton(c, who).click();
  await c.chat.getByRole('heading', { level: 2, name: NAMES[who] }).waitFor();
}

async function type(c: ChatPage, text: string): Promise<void> {
  const box = c.chat.getByLabel('Mensagem', { exact: true });
  await box.fill(text);
  await box.press('Enter');
}

const bubbles = (c: ChatPage, text: string) => c.chat.locator('.bubble-text', { hasText: text });

describe('/chat delivery', () => {
  it('a message typed by one appears in the other’s open conversation within 2 s with the push channel, once', async () => {
    const [admin, secretaria] = [await openChat('admin'), await openChat('secretaria')];
    await openConversation(admin, 'secretaria');
    await openConversation(secretaria, 'admin');
    await Promise.all([admin, secretaria].map((c) => c.chat.locator('[data-push="on"]').waitFor({ timeout: 10_000 })));

    for (const text of ['Padre, a reunião do conselho ficou para as 20h.', 'Combinado, Maria!']) {
      const [from, to] = text.startsWith('Padre') ? [secretaria, admin] : [admin, secretaria];
      const started = Date.now();
      await type(from, text);
      await bubbles(to, text).waitFor({ timeout: 2000 });
      expect(Date.now() - started).toBeLessThan(2000);
    }
    // The sender's optimistic entry became the server's message (it has its id now): each shows once on both sides.
    for (const c of [admin, secretaria]) await expect.poll(() => c.chat.locator('.bubble-row:not([data-message-id])').count()).toBe(0);
    for (const c of [admin, secretaria]) {
      expect(await bubbles(c, 'Combinado, Maria!').count()).toBe(1);
      expect(await bubbles(c, 'a reunião do conselho').count()).toBe(1);
    }
    expect(await admin.chat.locator('.bubble-row.mine .bubble-text', { hasText: 'Combinado, Maria!' }).count()).toBe(1);
    // Both have the conversation open: the header says so.
    await expect.poll(() => admin.chat.locator('.status').textContent(), { timeout: 10_000 }).toContain('Online agora');
    await expect.poll(() => admin.chat.getByText('Na conversa').isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('with the push channel blocked, the 5 s poll brings it within 7 s', async () => {
    const [coordenador, catequista] = [await openChat('coordenador', { push: false }), await openChat('catequista', { push: false })];
    await openConversation(coordenador, 'catequista');
    await openConversation(catequista, 'coordenador');
    expect(await catequista.chat.locator('[data-push="off"]').count()).toBe(1);
    const text = 'Ana, o encontro de sábado começa às 15h.';
    const started = Date.now();
    await type(coordenador, text);
    await bubbles(catequista, text).waitFor({ timeout: 7000 });
    expect(Date.now() - started).toBeLessThan(7000);
    // One more poll answered and drawn: still once.
    await catequista.page.waitForResponse((r) => r.url().includes('/api/messages/conversation/'), { timeout: 7000 });
    await nextFrames(catequista.page);
    expect(await bubbles(catequista, text).count()).toBe(1);
    expect(await bubbles(coordenador, text).count()).toBe(1);
  });

  it('shows an HTML payload as text on both sides, with no dialog and no element made of it', async () => {
    const [acolito, secretaria] = [await openChat('acolito'), await openChat('secretaria')];
    await openConversation(acolito, 'secretaria');
    await openConversation(secretaria, 'acolito');
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await type(acolito, payload);
    for (const c of [secretaria, acolito]) {
      await bubbles(c, payload).waitFor({ timeout: 7000 });
      expect(await bubbles(c, payload).textContent()).toBe(payload);
      expect(await c.chat.locator('.message-list img, .message-list script').count()).toBe(0);
    }
    await Promise.all([acolito, secretaria].map((c) => nextFrames(c.page)));
    expect([...acolito.dialogs, ...secretaria.dialogs]).toEqual([]);
  });
});

describe('/chat list', () => {
  it('starts with the empty conversation pane and the people of the parish only', async () => {
    const c = await openChat('catequista');
    expect(await c.chat.getByText('Selecione um usuário para conversar').isVisible()).toBe(true);
    expect(await c.chat.getByText('Pessoas da sua paróquia').isVisible()).toBe(true);
    expect(await c.chat.getByRole('button', { name: /^Francisca Lopes Cardoso/ }).count()).toBe(0);
    expect(await c.chat.getByRole('combobox').inputValue()).toBe('8');
    expect(await c.chat.locator('option').allTextContents()).toEqual(['8', '12', '16', '20', '30', '50']);

    // Someone last seen on another day: the date, not a time that reads as today.
    const SP = { timeZone: 'America/Sao_Paulo' } as const;
    const { items } = await c.page.evaluate(
      async () => (await fetch('/api/chat/users?limit=8&offset=0')).json() as Promise<{ items: Array<{ name: string; last_seen: string | null }> }>,
    );
    const day = (at: Date) => at.toLocaleDateString('pt-BR', { ...SP, day: '2-digit', month: '2-digit', year: 'numeric' });
    const away = items.find((p) => p.last_seen && day(new Date(p.last_seen)) !== day(new Date()));
    expect(away, 'the seed has people last seen days ago').toBeDefined();
    const seen = new Date(away!.last_seen!);
    const text = `Visto por último em ${day(seen)} às ${seen.toLocaleTimeString('pt-BR', { ...SP, hour: '2-digit', minute: '2-digit' })}`;
    await expect.poll(() => c.chat.locator('.contact', { hasText: away!.name }).locator('.contact-seen').textContent()).toBe(text);
  });

  it('pins and unpins with the star; a failed pin is reverted with its message', async () => {
    const c = await openChat('catequista');
    await find(c, 'acolito');
    await c.chat.getByRole('button', { name: `Fixar ${NAMES.acolito}` }).click();
    const pinnedGroup = c.chat.getByRole('region', { name: 'Meus Fixados' });
    await pinnedGroup.getByRole('button', { name: new RegExp(`^${NAMES.acolito}`) }).waitFor();
    // Without the search, pinned people head the list.
    await c.chat.getByRole('searchbox', { name: 'Buscar pessoa' }).fill('');
    await expect.poll(() => c.chat.locator('.contact-name').first().textContent()).toBe(NAMES.acolito);
    expect(await c.chat.getByRole('button', { name: `Desafixar ${NAMES.acolito}` }).getAttribute('aria-pressed')).toBe('true');

    // Kept by the server: still pinned after a reload.
    await c.page.reload();
    await pinnedGroup.getByRole('button', { name: new RegExp(`^${NAMES.acolito}`) }).waitFor({ timeout: 15_000 });

    await c.chat.getByRole('button', { name: `Desafixar ${NAMES.acolito}` }).click();
    await expect.poll(() => pinnedGroup.count()).toBe(0);

    await c.page.route('**/api/chat/pin', (route) => route.abort());
    await find(c, 'coordenador');
    await c.chat.getByRole('button', { name: `Fixar ${NAMES.coordenador}` }).click();
    await c.chat.getByText('Falha ao atualizar fixação').waitFor();
    await expect.poll(() => c.chat.getByRole('button', { name: `Fixar ${NAMES.coordenador}` }).getAttribute('aria-pressed')).toBe('false');
    expect(await pinnedGroup.count()).toBe(0);
  });

  it('shows an unread badge for new messages, cleared when the conversation is opened, with their notifications', async () => {
    const [catequista, acolito] = [await openChat('catequista'), await openChat('acolito')];
    const unreadNotifications = () =>
      catequista.page.evaluate(async () => (await (await fetch('/api/notifications/unread-count')).json()).data.count as number);
    const before = await unreadNotifications();
    await openConversation(acolito, 'catequista');
    await type(acolito, 'Ana, pode me ajudar com a escala?');
    await type(acolito, 'É para domingo.');
    const badge = row(catequista, 'acolito').locator('.unread-badge');
    // The two messages may reach the list one at a time: the badge counts up to 2.
    await expect.poll(() => badge.textContent().catch(() => null), { timeout: 16_000 }).toBe('2');
    expect(await badge.getAttribute('aria-label')).toBe('2 mensagens não lidas');
    // Unread people come first in their group.
    expect(await catequista.chat.getByRole('region', { name: 'Pessoas da sua paróquia' }).locator('.contact-name').first().textContent()).toBe(NAMES.acolito);

    await openConversation(catequista, 'acolito');
    await expect.poll(() => badge.count()).toBe(0);
    await catequista.page.reload();
    await catequista.chat.locator('.contact').first().waitFor({ timeout: 15_000 });
    expect(await row(catequista, 'acolito').locator('.unread-badge').count()).toBe(0);

    // Her next session: the bell does not count the two messages she read.
    const next = await openChat('catequista');
    expect(await next.page.evaluate(async () => (await (await fetch('/api/notifications/unread-count')).json()).data.count)).toBe(before);
    const bell = next.page.locator('sacra-notifications').getByRole('button', { name: /^Notificações/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(before ? `Notificações: ${before} não lidas` : 'Notificações');
  });

  it('searches by name without accents (250 ms debounce) and shows the empty state', async () => {
    const c = await openChat('admin');
    const searched: string[] = [];
    c.page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/chat/users' && url.searchParams.has('q')) searched.push(url.searchParams.get('q')!);
    });
    const search = c.chat.getByRole('searchbox', { name: 'Buscar pessoa' });
    await search.pressSequentially('jose', { delay: 40 });
    await expect.poll(() => c.chat.locator('.contact-name').allTextContents()).toEqual([NAMES.coordenador]);
    // Typed faster than the debounce: only the whole word was asked for.
    expect([...new Set(searched)]).toEqual(['jose']);
    await search.fill('ninguém com este nome');
    await c.chat.getByText('Nenhum usuário disponível.').waitFor();
    await search.fill('');
    await expect.poll(() => c.chat.locator('.contact').count()).toBeGreaterThan(1);
  });

  it('loads more people as the list scrolls to the bottom', async () => {
    const c = await openChat('admin', { width: 1280 });
    const scroll = c.chat.locator('.contacts-scroll');
    const before = await c.chat.locator('.contact').count();
    expect(before).toBeGreaterThanOrEqual(8);
    await scroll.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect.poll(() => c.chat.locator('.contact').count(), { timeout: 10_000 }).toBeGreaterThan(before);
  });
});

describe('/chat at 375 px', () => {
  it('shows one pane at a time with a way back, and sends with the button', async () => {
    const c = await openChat('coordenador', { width: 375 });
    expect(await c.chat.getByText('Selecione um usuário para conversar').isVisible()).toBe(false);
    await openConversation(c, 'acolito');
    expect(await c.chat.locator('.contacts').isVisible()).toBe(false);
    const box = c.chat.getByLabel('Mensagem', { exact: true });
    await box.fill('Primeira linha');
    await box.press('Shift+Enter');
    await box.pressSequentially('segunda linha');
    expect(await box.inputValue()).toBe('Primeira linha\nsegunda linha');
    expect(await box.getAttribute('rows')).toBe('2');
    await c.chat.getByRole('button', { name: 'Enviar' }).click();
    await bubbles(c, 'segunda linha').waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await c.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await c.chat.getByRole('button', { name: 'Voltar para a lista' }).click();
    expect(await c.chat.locator('.contacts').isVisible()).toBe(true);
  });
});
