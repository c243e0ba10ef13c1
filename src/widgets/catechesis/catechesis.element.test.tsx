import { addDays, todayIn } from '../../core/calendar/dates';
import { callAs, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, nextEvent, waitFor } from '../../core/testing/element-test-kit';
import { click, clickButton, fillField, findField, findRole, findRow, findText, type Control } from '../../core/testing/screen-queries';
import './index';

// The catechesis family: one element, <sacra-catechesis sacramento="..." view="...">, for each sacrament.
const inFourMonths = addDays(todayIn('America/Sao_Paulo'), 120);

/** A new person in the registers, written by the office, to make a catechist of without touching the demo's people. */
async function newPerson(name: string): Promise<void> {
  const body = new FormData();
  for (const [key, value] of Object.entries({ name, born_date: '1980-05-01', phone: '19987650000' })) body.append(key, value);
  await callAs('secretaria', 'POST', '/api/registers', body);
}

/** The first real choice of a select once its options came (its first option is the empty one). */
const firstChoice = (select: Control) => waitFor(() => (select as HTMLSelectElement).options[1]?.value, 'the choices');

type Sacramento = 'crisma' | 'eucaristia';
const catechesis = (sacramento: Sacramento, view: string) => mount('sacra-catechesis', { sacramento, view });

async function createClass(sacramento: Sacramento, turma: string): Promise<number> {
  const form = catechesis(sacramento, 'class-new');
  await fillField(form, 'Turma', turma);
  const tutor = await findField(form, 'Tutor(a)');
  await fillField(form, 'Tutor(a)', await firstChoice(tutor));
  await fillField(form, 'Término', inFourMonths);
  const saved = nextEvent(form, 'sacra-catechesis-class-saved');
  await clickButton(form, 'Próximo');
  const { id, created, sacramento: of } = await saved;
  assertEqual(created, true, 'created');
  assertEqual(of, sacramento, 'the sacrament in the event');
  await navigatedTo(new RegExp(`/turmas/${sacramento}/${id}/associar$`));
  form.remove();
  return id;
}

/** Adds `name` (a new person of the registers) as a catechist of `community` through the form: saved, then back to the list. */
async function addCatechist(sacramento: Sacramento, name: string, community: string): Promise<{ id: number; created: boolean }> {
  await newPerson(name);
  const form = catechesis(sacramento, 'catechist-new');
  await fillField(form, 'Pessoa (registros)', name);
  await clickButton(form, `Escolher: ${name}`);
  await fillField(form, 'Comunidade', community);
  const saved = nextEvent(form, 'sacra-catechesis-catechist-saved');
  await clickButton(form, 'Salvar');
  const detail = await saved;
  await navigatedTo(`/catequistas/${sacramento}`);
  form.remove();
  return detail;
}

describe('<sacra-catechesis sacramento="crisma"> classes', () => {
  before(() => signIn('coordenador'));

  it("lists the parish's Crisma classes", async () => {
    const element = catechesis('crisma', 'classes');
    await findRow(element, /Crisma \d{4} - Turma São Pedro/);
  });

  it('creates a class (saved, then on to enrolment) and deletes it after the question (deleted)', async () => {
    const id = await createClass('crisma', 'Crisma Elemento - Turma Teste');
    const list = catechesis('crisma', 'classes');
    await fillField(list, 'Buscar por nome', 'Elemento');
    await clickButton(list, 'Excluir a turma Crisma Elemento - Turma Teste');
    const deleted = nextEvent(list, 'sacra-catechesis-class-deleted');
    await clickButton(await findRole(list, 'dialog', 'Excluir turma'), 'Excluir');
    assertEqual((await deleted).id, id, 'the deleted class');
    await findText(list, 'Nenhuma turma encontrada para os filtros atuais.');
  });
});

describe('<sacra-catechesis sacramento="crisma"> catechists', () => {
  before(() => signIn('coordenador'));

  it("offers the hub's Crisma catechists (First Eucharist's without access for this role)", async () => {
    const element = catechesis('crisma', 'hub');
    await findText(element, 'Sem acesso');
    await click(element, /Catequistas de Crisma/, 'link');
    await navigatedTo('/catequistas/crisma');
  });

  it('adds a person of the registers as a catechist (saved) and deletes them (deleted)', async () => {
    const name = 'Catequista Crisma Elemento';
    const { id, created } = await addCatechist('crisma', name, 'Capela Santa Luzia');
    assertEqual(created, true, 'created');

    const list = catechesis('crisma', 'catechists');
    await fillField(list, 'Buscar por nome', name);
    await findRow(list, 'Capela Santa Luzia');
    await clickButton(list, `Excluir catequista ${name}`);
    const deleted = nextEvent(list, 'sacra-catechesis-catechist-deleted');
    await clickButton(await findRole(list, 'dialog', 'Excluir catequista'), 'Excluir');
    assertEqual((await deleted).id, id, 'the deleted catechist');
  });
});

describe('<sacra-catechesis sacramento="eucaristia"> classes', () => {
  before(() => signIn('coord-eucaristia'));

  it('lists the First Eucharist classes and creates one (saved, then on to enrolment)', async () => {
    const element = catechesis('eucaristia', 'classes');
    await findRow(element, /1ª Eucaristia \d{4} - Turma São Tarcísio/);
    await createClass('eucaristia', '1ª Eucaristia Elemento - Turma Teste');
  });
});

describe('<sacra-catechesis sacramento="eucaristia"> catechists', () => {
  before(() => signIn('coord-eucaristia'));

  it('lists the First Eucharist catechists and adds one (saved)', async () => {
    const name = 'Catequista Eucaristia Elemento';
    assertEqual((await addCatechist('eucaristia', name, 'Capela São Benedito')).created, true, 'created');

    const list = catechesis('eucaristia', 'catechists');
    await fillField(list, 'Buscar por nome', name);
    await findRow(list, 'Capela São Benedito');
  });
});
