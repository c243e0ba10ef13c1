import { call, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import { allByRole, clickButton, fillField, findField, findRole, findText, readText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-escalas> for the acolytes’ coordinator', () => {
  before(() => signIn('coord-acolitos'));

  it("shows the acolytes' month: positions across, a choice per cell, and the coordinator's actions", async () => {
    const element = mount('sacra-escalas');
    await findRole(element, 'heading', 'Escalas');
    const grid = await findRole(element, 'table', /^Escala de Acólitos/);
    assertEqual(readText(grid).includes('Cerimoniário'), true, `the positions (${readText(grid).slice(0, 160)})`);
    await findRole(element, 'button', 'Preencher automaticamente');
    await findRole(element, 'button', 'Publicar');
    await findRole(element, 'link', 'PDF do mês');
    // Each member's count this month and over the last three.
    const spread = await findRole(element, 'table', 'Designações de cada membro neste mês e nos três meses anteriores');
    assertEqual(allByRole(spread, 'row').length > 1, true, 'members in the spread');
  });
});

describe('<sacra-escalas view="members"> for the acolytes’ coordinator', () => {
  before(() => signIn('coord-acolitos'));

  it('takes in a person of the registers who can only carry the cross', async () => {
    const { data } = await call<{ data: { id: number; nome: string }[] }>('GET', '/api/ministerios');
    const acolitos = data.find((m) => m.nome.startsWith('Acólitos'))!;
    const element = mount('sacra-escalas', { view: 'members', 'ministerio-id': acolitos.id });
    await clickButton(element, 'Incluir membro');
    const dialog = await findRole(element, 'dialog', 'Incluir membro');
    const pick = (await waitFor(() => allByRole(dialog, 'button', /^Escolher: /)[0], 'a person to pick', 8000)) as HTMLButtonElement;
    const name = pick.getAttribute('aria-label')!.replace('Escolher: ', '');
    pick.click();
    await findText(dialog, `Escolhida: ${name}`);
    (await findField(dialog, 'Cruciferário')).click();
    await clickButton(element, 'Salvar');
    await findText(element, 'Membro incluído.');
    const row = await waitFor(() => allByRole(element, 'row').find((r) => readText(r).includes(name)), `${name} in the list`);
    assertEqual(readText(row).includes('Cruciferário'), true, `the position (${readText(row)})`);
  });
});

describe('<sacra-escalas view="mine"> for an acolyte', () => {
  before(() => signIn('acolito'));

  it('lists the upcoming assignments with their answers, the blockouts and the calendar feed', async () => {
    const element = mount('sacra-escalas', { view: 'mine' });
    await findRole(element, 'heading', 'Minha escala');
    await findText(element, 'Próximas designações');
    await findRole(element, 'button', 'Copiar endereço');
    const feed = await findField(element, 'Endereço do calendário (iCal)');
    assertEqual(/\/api\/escalas\/ical\/[\w-]+/.test(feed.value), true, `the personal feed (${feed.value})`);
  });

  it("registers a blockout repeating 'todo 2º domingo'", async () => {
    const element = mount('sacra-escalas', { view: 'mine' });
    await findText(element, 'Indisponibilidades');
    await fillField(element, 'Tipo', 'repeticao');
    await fillField(element, 'Qual', '2');
    await fillField(element, 'Dia da semana', '0');
    await fillField(element, 'Motivo (opcional)', 'Viagem mensal');
    await clickButton(element, 'Registrar indisponibilidade');
    await findText(element, 'Indisponibilidade registrada.');
    await findText(element, /todo 2º domingo/);
  });
});

describe('<sacra-escalas view="ministry-new"> for the administrator', () => {
  before(() => signIn('admin'));

  it('creates a ministry with its positions, then goes to its members', async () => {
    const element = mount('sacra-escalas', { view: 'ministry-new' });
    await fillField(element, 'Nome', 'Acolhida do elemento');
    await fillField(element, 'Função 1', 'Porta principal');
    await clickButton(element, 'Adicionar função');
    await fillField(element, 'Função 2', 'Ofertório');
    await clickButton(element, 'Salvar');
    await findText(element, 'Ministério cadastrado.');
    await navigatedTo(/^\/escalas\/ministerios\/\d+\/membros$/);
  });

  it('refuses a ministry without a name, under its field', async () => {
    const element = mount('sacra-escalas', { view: 'ministry-new' });
    await fillField(element, 'Função 1', 'Porta');
    await clickButton(element, 'Salvar');
    await findText(element, 'Informe o nome do ministério.');
  });
});
