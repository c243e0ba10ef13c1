/**
 * Crisma end to end: create a class, enrol three people from the registers (one baptised),
 * transfer two of them to another class, then the list (filter, sort, delete dialog) and the
 * edit form; add, edit and delete a catechist; a reader without write controls; a phone-sized
 * screen. Real portal, real database, Debian Chromium; nothing leaves 127.0.0.1.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { poll, portalAndBrowser, see, signedIn } from './harness';

const e2e = portalAndBrowser();

async function newPage(width = 1280): Promise<Page> {
  const context = await e2e.browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width, height: 900 } });
  // The header's weather and any other outside service: refused, so no test reaches the internet.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  return context.newPage();
}

const catechesis = (page: Page) => page.locator('sacra-catechesis');

/** A JSON call from the signed-in page (same origin, session cookie). */
function api<T>(page: Page, path: string, init?: { method: string; form?: Record<string, string> }): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const body = init?.form ? new URLSearchParams(init.form) : undefined;
      const res = await fetch(path, { method: init?.method ?? 'GET', body, credentials: 'include', headers: { Accept: 'application/json' } });
      return res.json();
    },
    { path, init },
  );
}

interface Person {
  id: number;
  name: string;
}

/** People of the parish nobody else in this file uses: the registers picker, minus catechists and anyone enrolled anywhere. */
async function freePeople(page: Page, count: number): Promise<Person[]> {
  const picked = await api<{ data: { data: Person[] } }>(page, '/api/registers?limit=100');
  const cats = await api<{ data: Array<{ register_id: number }> }>(page, '/api/catequistas/crisma?limit=1000');
  const taken = new Set(cats.data.map((c) => c.register_id));
  const all = await api<{ data: Array<{ id: number }> }>(page, '/api/turmas/crisma');
  for (const c of all.data) {
    const students = await api<{ data: Array<{ register_id: number }> }>(page, `/api/crismandos?turma_id=${c.id}`);
    students.data.forEach((s) => taken.add(s.register_id));
  }
  // Names unique in the parish, so a search finds exactly one.
  const names = picked.data.data.map((p) => p.name);
  return picked.data.data.filter((p) => !taken.has(p.id) && names.filter((n) => n === p.name).length === 1).slice(-count);
}

const year = new Date().getFullYear() + 1;

describe('Crisma classes', () => {
  it('creates a class, enrols three people (one baptised) and transfers two to another class', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'coordenador', '/turmas/crisma');
    const el = catechesis(page);
    await see(el, /Crisma \d{4} - Turma São Pedro/);

    // New class: required fields first, then 'Próximo' to the enrol screen.
    await el.getByRole('link', { name: 'Nova turma' }).click();
    await page.waitForURL(`${e2e.portal.url}/turmas/crisma/nova`);
    await el.getByRole('button', { name: 'Próximo' }).click();
    await see(el, 'Informe o nome da turma.');
    await see(el, 'Selecione o(a) tutor(a).');
    await see(el, 'Informe a data de término.');

    const turma = 'Crisma E2E - Turma <b>São Tomé</b>';
    await el.getByLabel('Turma', { exact: true }).fill(turma);
    await el.getByLabel('Tutor(a)').selectOption({ index: 1 });
    await el.getByLabel('Término').fill(`${year}-11-30`);
    await el.getByLabel('Status').selectOption({ label: 'Em catequese' });
    await el.getByRole('button', { name: 'Próximo' }).click();
    await page.waitForURL(/\/turmas\/crisma\/\d+\/associar$/);
    const classId = Number(/\/turmas\/crisma\/(\d+)\/associar/.exec(page.url())![1]);
    await see(el, 'Nenhum associado nesta turma ainda.');
    // The name is text, never markup.
    expect(await el.locator('.turma-name').textContent()).toBe(turma);

    // Enrol three people found through the registers picker; saving with nobody selected is refused.
    await el.getByRole('button', { name: 'Salvar associações' }).click();
    await see(el, 'Selecione ao menos uma pessoa para associar.');
    const people = await freePeople(page, 3);
    expect(people).toHaveLength(3);
    const search = el.getByLabel('Buscar pessoa nos registros');
    for (const person of people) {
      await search.fill(person.name);
      const add = el.getByRole('button', { name: `Adicionar: ${person.name}`, exact: true });
      await poll(() => add.isEnabled());
      await add.click();
    }
    await search.fill('zzzz nome que não existe');
    await see(el, 'Nenhum resultado.');
    // Someone already selected cannot be added twice.
    await search.fill(people[0].name);
    await poll(() => el.getByRole('button', { name: `Adicionar: ${people[0].name}`, exact: true }).isDisabled()).toBe(true);
    await see(el, 'Já está na lista de selecionados.');
    // The reason sits under the name: the button stays on the person's line.
    const refused = el.locator('.picker-results li', { hasText: 'Já está na lista de selecionados.' });
    const middle = async (box: Locator) => ((b) => b!.y + b!.height / 2)(await box.boundingBox());
    expect(Math.abs((await middle(refused.getByRole('button'))) - (await middle(refused.locator('.person-text'))))).toBeLessThan(4);

    const selected = el.getByRole('list', { name: 'Pessoas selecionadas' });
    expect(await selected.getByText('Não batizado').count()).toBe(3);
    await el.getByLabel(`Batizado: ${people[0].name}`).check();
    expect(await selected.getByText('Não batizado').count()).toBe(2);
    await el.getByRole('button', { name: 'Salvar associações' }).click();
    await see(page, 'Crismandos associados com sucesso.');
    await see(el, 'Já associados (3)');
    const enrolled = el.getByRole('list', { name: 'Crismandos associados' });
    expect(await enrolled.getByText('Batizado', { exact: true }).count()).toBe(1);
    expect(await enrolled.getByText('Não batizado', { exact: true }).count()).toBe(2);
    // Now they are in the class: the picker says so.
    await search.fill(people[1].name);
    await poll(() => el.getByRole('button', { name: `Adicionar: ${people[1].name}`, exact: true }).isDisabled()).toBe(true);
    await see(el, 'Já está nesta turma.');

    const stored = await api<{ data: Array<{ register_id: number; batizado: number }> }>(page, `/api/crismandos?turma_id=${classId}`);
    expect(stored.data.map((s) => [s.register_id, s.batizado]).sort()).toEqual(people.map((p, i) => [p.id, i === 0 ? 1 : 0]).sort());

    // Another class to transfer to (made through the API; the screen lists it after a reload).
    const destinationName = `Crisma E2E - Turma Destino ${year}`;
    const tutor = (await api<{ item: { tutor: number } }>(page, `/api/turmas/crisma/${classId}`)).item.tutor;
    const destination = await api<{ item: { id: number } }>(page, '/api/turmas/crisma', {
      method: 'POST',
      form: { turma: destinationName, tutor: String(tutor), termino: `${year}-12-10` },
    });
    await page.reload();
    await see(el, 'Já associados (3)');

    const transferBox = el.getByRole('region', { name: 'Transferir crismandos' });
    await transferBox.getByRole('button', { name: 'Transferir' }).click();
    await see(transferBox, 'Selecione a turma de destino');
    const destinationSelect = transferBox.getByLabel('Turma de destino');
    const destinations = await destinationSelect.locator('option').allTextContents();
    expect(destinations).toContain(destinationName);
    expect(destinations).not.toContain(turma);
    await destinationSelect.selectOption({ label: destinationName });
    await transferBox.getByRole('button', { name: 'Transferir' }).click();
    await see(transferBox, 'Adicione ao menos um nome para transferir');
    // Only this class's people can be picked.
    const candidates = transferBox.getByLabel('Crismando desta turma');
    expect((await candidates.locator('option').allTextContents()).slice(1).sort()).toEqual(people.map((p) => p.name).sort());
    for (const person of people.slice(0, 2)) {
      await candidates.selectOption({ label: person.name });
      await transferBox.getByRole('button', { name: 'Adicionar nome' }).click();
    }
    expect(await transferBox.getByRole('list', { name: 'Nomes para transferir' }).getByRole('listitem').count()).toBe(2);
    await transferBox.getByRole('button', { name: 'Transferir' }).click();
    await see(page, 'Transferência concluída!');
    await see(el, 'Já associados (1)');
    expect(await enrolled.getByText(people[2].name).count()).toBe(1);

    const moved = await api<{ data: Array<{ register_id: number; batizado: number }> }>(page, `/api/crismandos?turma_id=${destination.item.id}`);
    expect(moved.data.map((s) => [s.register_id, s.batizado]).sort()).toEqual(
      [
        [people[0].id, 1],
        [people[1].id, 0],
      ].sort(),
    );
  });

  it('lists with filters and sorting, edits a class and deletes one through the dialog', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'secretaria', '/turmas/crisma');
    const el = catechesis(page);
    const rows = el.locator('tbody tr');
    await poll(() => rows.count()).toBeGreaterThan(0);

    await el.getByLabel('Buscar por nome').fill('e2e');
    await poll(() => rows.count()).toBe(2);
    await el.getByRole('button', { name: 'Alunos' }).click();
    expect(await rows.locator('td[data-label="Alunos"]').allTextContents()).toEqual(['1', '2']);
    await el.getByRole('button', { name: 'Alunos' }).click();
    expect(await rows.locator('td[data-label="Alunos"]').allTextContents()).toEqual(['2', '1']);
    expect(await el.getByRole('columnheader', { name: 'Alunos' }).getAttribute('aria-sort')).toBe('descending');
    await el.getByLabel('Status').selectOption({ label: 'Cancelada' });
    await see(el, 'Nenhuma turma encontrada para os filtros atuais.');
    await el.getByRole('button', { name: 'Limpar filtros' }).click();
    await poll(() => rows.count()).toBeGreaterThan(2);
    expect(await el.getByLabel('Buscar por nome').inputValue()).toBe('');

    // Edit the destination class.
    await el.getByLabel('Buscar por nome').fill('Turma Destino');
    await poll(() => rows.count()).toBe(1);
    await el.getByRole('link', { name: /^Editar a turma Crisma E2E - Turma Destino/ }).click();
    await page.waitForURL(/\/turmas\/crisma\/\d+\/editar$/);
    const name = el.getByLabel('Turma', { exact: true });
    await poll(() => name.inputValue()).toMatch(/^Crisma E2E - Turma Destino/);
    await name.fill('Crisma E2E - Turma Renomeada');
    await el.getByLabel('Início').fill(`${year}-12-20`);
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'O término não pode ser anterior ao início.');
    await el.getByLabel('Início').fill(`${year}-02-01`);
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Turma atualizada com sucesso');
    await page.waitForURL(`${e2e.portal.url}/turmas/crisma`);

    // Delete it: the dialog says what happens to its students.
    await el.getByLabel('Buscar por nome').fill('Renomeada');
    await poll(() => rows.count()).toBe(1);
    await el.getByRole('button', { name: 'Excluir a turma Crisma E2E - Turma Renomeada' }).click();
    const dialog = el.getByRole('dialog', { name: 'Excluir turma' });
    await see(dialog, 'Os 2 crismandos associados serão desvinculados; as pessoas continuam nos registros.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await poll(() => dialog.count()).toBe(0);
    await el.getByRole('button', { name: 'Excluir a turma Crisma E2E - Turma Renomeada' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await see(page, 'Turma excluída com sucesso.');
    await see(el, 'Nenhuma turma encontrada para os filtros atuais.');
  });

  it('a Crisma catechist (role 13) sees only the classes they teach, without write controls', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'catequista', '/turmas/crisma');
    const el = catechesis(page);
    await poll(() => el.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await el.getByRole('link', { name: 'Nova turma' }).count()).toBe(0);
    expect(await el.getByRole('button', { name: /^Excluir/ }).count()).toBe(0);
    expect(await el.getByRole('link', { name: /^(Editar|Associar)/ }).count()).toBe(0);
    // A catechist takes attendance: that is the one action of each row.
    expect(await el.getByRole('link', { name: /^Presenças da turma/ }).count()).toBe(await el.locator('tbody tr').count());
    // Every row is a class they tutor; another tutor's class, opened by its address, is not found.
    const own = (await api<{ data: Array<{ nome: string; user_login: string | null }> }>(page, '/api/catequistas/crisma?limit=1000')).data.find(
      (c) => c.user_login === 'catequista',
    )!;
    expect(new Set(await el.locator('td[data-label="Tutor"]').allTextContents())).toEqual(new Set([own.nome]));
    const coordinator = await newPage();
    await signedIn(coordinator, e2e.portal.url, 'coordenador', '/turmas/crisma');
    const all = (await api<{ data: Array<{ id: number; tutor_nome: string }> }>(coordinator, '/api/turmas/crisma')).data;
    const theirs = all.find((c) => c.tutor_nome !== own.nome)!;
    await page.goto(`${e2e.portal.url}/turmas/crisma/${theirs.id}/presencas`);
    await see(el, 'Turma não encontrada.');
    await Promise.all([page, coordinator].map((p) => p.context().close()));
  });

  it('fits a phone: rows become cards and nothing scrolls sideways', async () => {
    const page = await newPage(375);
    await signedIn(page, e2e.portal.url, 'coordenador', '/turmas/crisma');
    const el = catechesis(page);
    await poll(() => el.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await el.getByLabel('Ordenar por').isVisible()).toBe(true);
    expect(
      await el
        .locator('thead')
        .boundingBox()
        .then((b) => (b?.width ?? 0) <= 1),
    ).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await el.getByLabel('Ordenar por').selectOption({ label: 'ID (crescente)' });
    const ids = (await el.locator('td[data-label="ID"]').allTextContents()).map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('Crisma catechists', () => {
  it('adds, edits and deletes a catechist; a tutor cannot be deleted', async () => {
    const page = await newPage();
    await signedIn(page, e2e.portal.url, 'coordenador', '/catequistas');
    const el = catechesis(page);
    // Both sacraments' cards; the Crisma coordinator may not open First Eucharist's.
    await see(el, 'Sem acesso');
    expect(await el.locator('[aria-disabled="true"]').getByText('Catequistas de 1ª Eucaristia').count()).toBe(1);
    await el.getByRole('link', { name: /Catequistas de Crisma/ }).click();
    await page.waitForURL(`${e2e.portal.url}/catequistas/crisma`);
    await poll(() => el.locator('tbody tr').count()).toBeGreaterThan(0);

    await el.getByRole('link', { name: 'Adicionar catequista' }).click();
    await page.waitForURL(`${e2e.portal.url}/catequistas/crisma/adicionar`);
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, 'Selecione uma pessoa (register)');
    await see(el, 'Selecione uma comunidade');

    const [person] = await freePeople(page, 1);
    await el.getByLabel('Pessoa (registros)').fill(person.name);
    await el.getByRole('button', { name: `Escolher: ${person.name}`, exact: true }).click();
    await see(el.locator('.chosen-person'), person.name);
    await el.getByLabel('Comunidade').selectOption({ label: 'Capela Santa Luzia' });
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Catequista adicionado com sucesso.');
    await page.waitForURL(`${e2e.portal.url}/catequistas/crisma`);

    await el.getByLabel('Buscar por nome').fill(person.name);
    const rows = el.locator('tbody tr');
    await poll(() => rows.count()).toBe(1);
    expect(await rows.locator('td[data-label="Comunidade"]').textContent()).toBe('Capela Santa Luzia');
    expect(await rows.locator('td[data-label="Status"]').textContent()).toBe('Ativo');

    // The same person again: refused with the status and the server's reason.
    await page.goto(`${e2e.portal.url}/catequistas/crisma/adicionar`);
    await el.getByLabel('Pessoa (registros)').fill(person.name);
    await el.getByRole('button', { name: `Escolher: ${person.name}`, exact: true }).click();
    await el.getByLabel('Comunidade').selectOption({ label: 'Capela Santa Luzia' });
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(el, /^Falha ao criar catequista \(422\) - .*Esta pessoa já é catequista de Crisma\./);

    // Edit: community and status only.
    await page.goto(`${e2e.portal.url}/catequistas/crisma`);
    await el.getByLabel('Buscar por nome').fill(person.name);
    await poll(() => rows.count()).toBe(1);
    await el.getByRole('link', { name: `Editar catequista ${person.name}` }).click();
    await page.waitForURL(/\/catequistas\/crisma\/\d+\/editar$/);
    await see(el.locator('.chosen-person'), person.name);
    expect(await el.getByLabel('Pessoa (registros)').count()).toBe(0);
    await poll(() => el.getByLabel('Comunidade').inputValue()).not.toBe('');
    await el.getByLabel('Comunidade').selectOption({ label: 'Capela São Benedito' });
    await el.getByLabel('Status').selectOption({ label: 'Inativo' });
    await el.getByRole('button', { name: 'Salvar' }).click();
    await see(page, 'Alterações salvas');
    await page.waitForURL(`${e2e.portal.url}/catequistas/crisma`);
    await el.getByLabel('Buscar por nome').fill(person.name);
    await poll(() => rows.locator('td[data-label="Status"]').textContent()).toBe('Inativo');
    expect(await rows.locator('td[data-label="Comunidade"]').textContent()).toBe('Capela São Benedito');

    // Delete through the dialog.
    await el.getByRole('button', { name: `Excluir catequista ${person.name}` }).click();
    await el.getByRole('dialog', { name: 'Excluir catequista' }).getByRole('button', { name: 'Excluir' }).click();
    await see(page, 'Catequista excluído com sucesso.');
    await see(el, 'Nenhum catequista encontrado');

    // A catechist who tutors a class stays, and the user hears why.
    const tutorName = (await api<{ data: Array<{ tutor_nome: string; status: number }> }>(page, '/api/turmas/crisma')).data[0].tutor_nome;
    await el.getByLabel('Buscar por nome').fill(tutorName);
    await poll(() => rows.count()).toBe(1);
    await el.getByRole('button', { name: `Excluir catequista ${tutorName}` }).click();
    await el.getByRole('dialog', { name: 'Excluir catequista' }).getByRole('button', { name: 'Excluir' }).click();
    await see(page, /^Falha ao excluir: Este catequista é tutor\(a\) de turma/);
    expect(await rows.count()).toBe(1);
  });
});
