import { addDays, hourText, shortDay, todayIn, weekdayName } from '../../core/calendar/dates';
import { call, callAs, signIn } from '../../core/testing/portal-session';
import type { EscalaResponse, MinhaEscala } from '../../shared/schemas/escalas';
import { monthRange } from './month';
import { TEXT } from './text';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import { allByRole, clickButton, fillField, findField, findRole, findRow, findText, readText } from '../../core/testing/screen-queries';
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

describe('<sacra-escalas> a choice in a cell', () => {
  before(() => signIn('coord-acolitos'));

  it('says beside the cell that the person is blocked out that day', async () => {
    // A month nobody has built yet, its first celebration, and a position the acolyte fills.
    const mes = addDays(`${todayIn('America/Sao_Paulo').slice(0, 7)}-15`, 92).slice(0, 7);
    const { data: ministerios } = await call<{ data: { id: number; nome: string }[] }>('GET', '/api/ministerios');
    const acolitos = ministerios.find((m) => m.nome.startsWith('Acólitos'))!;
    const { data: minha } = await callAs<{ data: MinhaEscala }>('acolito', 'GET', '/api/minha-escala');
    const membro = minha.membros.find((m) => m.ministerio_id === acolitos.id)!;
    const { de, ate } = monthRange(mes);
    const escala = await call<EscalaResponse>('GET', `/api/escalas?ministerio_id=${acolitos.id}&de=${de}&ate=${ate}`);
    const c = escala.celebracoes.find((x) => !x.cancelada && x.funcoes.some((f) => f.quantidade > 0))!;
    const f = c.funcoes.find((x) => x.quantidade > 0 && (membro.funcoes.length === 0 || membro.funcoes.includes(x.funcao_id)))!;
    await callAs('acolito', 'POST', '/api/indisponibilidades', { inicio: c.data, fim: c.data, motivo: 'Viagem' });

    history.replaceState(null, '', `?ministerio=${acolitos.id}&mes=${mes}`);
    const element = mount('sacra-escalas');
    await fillField(element, TEXT.cellLabel(f.nome, 1, `${weekdayName(c.data)} ${shortDay(c.data)} ${hourText(c.hora)}`), String(membro.id));
    await findText(element, /^Escala atualizada\./);
    await waitFor(() => element.shadowRoot!.querySelector('[data-warning="bloqueio"]'), 'the blockout warning beside the cell');
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

describe('<sacra-escalas view="members"> an account found by typing', () => {
  before(() => signIn('coord-acolitos'));

  it("links a new member to the account whose name is typed without its accents, out of the parish's accounts", async () => {
    const { data } = await call<{ data: { id: number; nome: string }[] }>('GET', '/api/ministerios');
    const acolitos = data.find((m) => m.nome.startsWith('Acólitos'))!;
    const element = mount('sacra-escalas', { view: 'members', 'ministerio-id': acolitos.id });
    await clickButton(element, 'Incluir membro');
    const dialog = await findRole(element, 'dialog', 'Incluir membro');
    const person = (await waitFor(() => allByRole(dialog, 'button', /^Escolher: /)[0], 'a person to pick', 8000)) as HTMLButtonElement;
    const name = person.getAttribute('aria-label')!.replace('Escolher: ', '');
    person.click();
    await findText(dialog, `Escolhida: ${name}`);
    await waitFor(() => allByRole(dialog, 'button', /^Escolher conta: /).length > 1, 'the accounts before typing', 8000);
    await fillField(dialog, 'Buscar conta', 'sebastiao ramos');
    const account = await waitFor(
      () => {
        const found = allByRole(dialog, 'button', /^Escolher conta: /);
        return found.length === 1 ? found[0] : null;
      },
      'only the account typed',
      8000,
    );
    assertEqual(account.getAttribute('aria-label'), 'Escolher conta: Sebastião Ramos Pinto', 'the account found');
    (account as HTMLButtonElement).click();
    await findText(dialog, 'Conta escolhida: Sebastião Ramos Pinto');
    await clickButton(element, 'Salvar');
    await findText(element, 'Membro incluído.');
    const row = await findRow(element, name);
    assertEqual(readText(row).includes('Sebastião Ramos Pinto'), true, `the account beside the member (${readText(row)})`);
  });
});

describe('<sacra-escalas view="ministry-edit"> a coordinator found by typing', () => {
  before(() => signIn('secretaria'));

  it('adds to the coordination the account whose name is typed, and saves it', async () => {
    const { data: m } = await call<{ data: { id: number } }>('POST', '/api/ministerios', { nome: 'Acolhida da porta', funcoes: [{ nome: 'Porta' }] });
    const element = mount('sacra-escalas', { view: 'ministry-edit', 'ministerio-id': m.id });
    await findText(element, 'Nenhuma conta escolhida: a escala fica com a gestão de ministérios.');
    await fillField(element, 'Incluir na coordenação', 'TEREZINHA');
    const account = await waitFor(
      () => {
        const found = allByRole(element, 'button', /^Incluir: /);
        return found.length === 1 ? found[0] : null;
      },
      'only the account typed',
      8000,
    );
    assertEqual(account.getAttribute('aria-label'), 'Incluir: Terezinha Alves Moura', 'the account found');
    (account as HTMLButtonElement).click();
    await findRole(element, 'button', 'Tirar da coordenação: Terezinha Alves Moura');
    await clickButton(element, 'Salvar');
    await findText(element, 'Ministério atualizado.');
    const { data: saved } = await call<{ data: { coordenadores_nomes: string[] } }>('GET', `/api/ministerios/${m.id}`);
    assertEqual(saved.coordenadores_nomes.join(), 'Terezinha Alves Moura', 'the coordination saved');
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
