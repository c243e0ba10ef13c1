/**
 * First Eucharist end to end, on the screens Crisma shares with it: the coordinator creates a class and
 * enrols three children found in the registers; the catechist who tutors it, on a 375 px phone, registers two
 * encounters, marks each child with one tap and sees each one's attendance rate, under 75% flagged.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { poll, portalAndBrowser, see } from './harness';

const e2e = portalAndBrowser();

const open = e2e.open;

const catechesis = (page: Page) => page.locator('sacra-catechesis');
const dayInSaoPaulo = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe('1ª Eucaristia', () => {
  it('a class created, three children enrolled, attendance taken on a phone for two encounters, the rates shown', async () => {
    // The coordinator (role 7): the class and its children.
    const office = await open('/turmas/eucaristia', { as: 'coord-eucaristia' });
    const el = catechesis(office);
    await see(el, /1ª Eucaristia \d{4} - Turma São Tarcísio/);
    await el.getByRole('link', { name: 'Nova turma' }).click();
    await office.waitForURL(`${e2e.portal.url}/turmas/eucaristia/nova`);
    await see(el, 'Nova turma de 1ª Eucaristia');
    await el.getByLabel('Turma', { exact: true }).fill('1ª Eucaristia E2E - Turma São José');
    // The tutor is the catechist whose account takes the attendance below: a catechist sees only the classes they teach.
    const catechists = await office.evaluate(
      async () => (await (await fetch('/api/catequistas/eucaristia?limit=1000')).json()).data as Array<{ nome: string; user_login: string | null }>,
    );
    const tutor = catechists.find((c) => c.user_login === 'catequista-eucaristia')!.nome;
    await el.getByLabel('Tutor(a)').selectOption({ label: tutor });
    await el.getByLabel('Término').fill(dayInSaoPaulo(120));
    await el.getByRole('button', { name: 'Próximo' }).click();
    await office.waitForURL(/\/turmas\/eucaristia\/\d+\/associar$/);
    const classId = Number(/\/turmas\/eucaristia\/(\d+)\/associar/.exec(office.url())![1]);
    await see(el, 'Associar catequizandos');

    const children = ['Ana', 'Bento', 'Clara'].map((n) => `${n} Primeira Comunhão E2E`);
    // New children in the registers (the secretary's job, through the registers' own call), then picked by the coordinator.
    const secretary = await open('/registros', { as: 'secretaria' });
    const statuses = await secretary.evaluate(
      (people) =>
        Promise.all(
          people.map(async ({ name, born }) => {
            const body = new FormData();
            Object.entries({ name, born_date: born, phone: '19987654321' }).forEach(([k, v]) => body.append(k, v));
            return (await fetch('/api/registers', { method: 'POST', body, credentials: 'include', headers: { Accept: 'application/json' } })).status;
          }),
        ),
      children.map((name) => ({ name, born: dayInSaoPaulo(-9 * 365) })),
    );
    expect(statuses).toEqual([201, 201, 201]);
    const search = el.getByLabel('Buscar pessoa nos registros');
    for (const name of children) {
      await search.fill(name);
      const add = el.getByRole('button', { name: `Adicionar: ${name}`, exact: true });
      await poll(() => add.isEnabled()).toBe(true);
      await add.click();
    }
    await el.getByRole('button', { name: 'Salvar associações' }).click();
    await see(office, 'Catequizandos associados com sucesso.');
    await see(el, 'Já associados (3)');

    // The catechist (role 12) on a phone: two encounters, one tap per child each.
    const phone = await open(`/turmas/eucaristia/${classId}/presencas`, {
      as: 'catequista-eucaristia',
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const att = catechesis(phone);
    await see(att, 'Nenhum encontro registrado nesta turma ainda.');
    for (const [offset, tema] of [
      [-7, 'Deus nos ama'],
      [0, 'A criação'],
    ] as const) {
      await att.getByLabel('Data').fill(dayInSaoPaulo(offset));
      await att.getByLabel('Tema').pressSequentially(tema);
      await att.getByRole('button', { name: 'Registrar encontro' }).click();
      await see(phone, 'Encontro registrado.');
      await poll(() => att.getByLabel('Encontro', { exact: true }).locator('option:checked').textContent()).toContain(tema);
      const marks = tema === 'Deus nos ama' ? ['Presente', 'Presente', 'Ausente'] : ['Presente', 'Ausente', 'Justificado'];
      for (const [i, name] of children.entries()) {
        // Each button says whose mark it is ('Presente: Ana ...'), not only 'Presente'.
        const button = att.getByRole('button', { name: `${marks[i]}: ${name}`, exact: true });
        await button.tap();
        await poll(() => button.getAttribute('aria-pressed')).toBe('true');
      }
    }
    // The marks fit the phone: nothing scrolls sideways, each button is a finger wide.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await att.getByRole('button', { name: `Presente: ${children[0]}`, exact: true }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);

    const rates = att.getByRole('table');
    const row = (name: string) => rates.getByRole('row').filter({ hasText: name });
    await poll(() => row(children[0]).locator('td[data-label="Frequência"]').textContent()).toBe('100%');
    await poll(() => row(children[1]).locator('td[data-label="Frequência"]').textContent()).toBe('50%');
    // Clara: absent once, justified once: justified absences do not count against her.
    await poll(() => row(children[2]).locator('td[data-label="Frequência"]').textContent()).toBe('0%');
    expect(await row(children[1]).getByText('Frequência abaixo de 75%').count()).toBe(1);
    expect(await row(children[0]).getByText('Frequência abaixo de 75%').count()).toBe(0);

    // A reload shows what was saved, on the first encounter too.
    await phone.reload();
    await att.getByLabel('Encontro', { exact: true }).selectOption({ label: `${dayInSaoPaulo(-7).split('-').reverse().join('/')} — Deus nos ama` });
    await poll(() => att.getByRole('button', { name: `Ausente: ${children[2]}`, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await Promise.all([office, secretary, phone].map((p) => p.context().close()));
  });

  it('the coordinator links a catechist to an account in the catechists screen; that account sees only the classes that catechist teaches', async () => {
    const office = await open('/turmas/eucaristia', { as: 'coord-eucaristia' });
    const all = await office.evaluate(
      async () => (await (await fetch('/api/turmas/eucaristia')).json()).data as Array<{ turma: string; tutor: number; tutor_nome: string }>,
    );
    const klass = all.find((c) => /Turma São Domingos Sávio$/.test(c.turma))!;
    await office.goto(`${e2e.portal.url}/catequistas/eucaristia/${klass.tutor}/editar`);
    const el = office.locator('sacra-catechesis');
    const account = el.getByLabel('Conta no portal');
    await poll(() => account.locator('option').allTextContents()).toContain('Juliana Martins Rocha (semfuso)');
    await account.selectOption({ label: 'Juliana Martins Rocha (semfuso)' });
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(office, 'Alterações salvas');
    await office.waitForURL(`${e2e.portal.url}/catequistas/eucaristia`);
    await el.getByLabel('Buscar por nome').fill(klass.tutor_nome);
    await poll(() => el.locator('tbody tr td[data-label="Conta no portal"]').first().textContent()).toBe('Juliana Martins Rocha (semfuso)');

    const catechist = await open('/turmas/eucaristia', { as: 'semfuso' });
    const list = catechesis(catechist);
    const tutors = list.locator('td[data-label="Tutor"]');
    await poll(() => tutors.count()).toBeGreaterThan(0);
    expect(new Set(await tutors.allTextContents())).toEqual(new Set([klass.tutor_nome]));
    await see(list, klass.turma);
    await Promise.all([office, catechist].map((p) => p.context().close()));
  });
});
