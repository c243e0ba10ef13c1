import { call, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import {
  allByRole,
  byRole,
  chooseFiles,
  click,
  clickButton,
  fillField,
  findField,
  findRole,
  findRow,
  findText,
  readText,
} from '../../core/testing/screen-queries';
import type { Casamento, CasamentoResumo } from '../../shared/schemas/casamentos';
import './index';

const PHOTO = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('<sacra-casamentos> for the parish office', () => {
  before(() => signIn('secretaria'));

  it("lists the parish's files with their state; a file opens its page", async () => {
    const { data } = await call<{ data: CasamentoResumo[] }>('GET', '/api/casamentos?limit=20');
    assertEqual(data.length >= 3, true, 'the demo files');
    const element = mount('sacra-casamentos');
    await findRole(element, 'heading', 'Processos de casamento');
    const row = await findRow(element, data[0].nome);
    await click(row, `Abrir o processo de ${data[0].nome}`, 'link');
    await navigatedTo(`/casamentos/${data[0].id}`);
  });

  it('refuses a file without the names, and a wedding date without its time, under their fields', async () => {
    const element = mount('sacra-casamentos', { view: 'new' });
    await findRole(element, 'heading', 'Novo processo');
    await fillField(element, 'Data desejada', '2099-05-09');
    await clickButton(element, 'Salvar');
    await findText(element, 'Informe o nome ou selecione uma pessoa dos registros.');
    await findText(element, 'Informe o horário junto com a data.');
  });

  it("records the day the letter went to a baptism parish outside the portal; the letter's PDF stays linked", async () => {
    const { data } = await call<{ data: CasamentoResumo[] }>('GET', '/api/casamentos?estado=arquivado');
    const { data: file } = await call<{ data: Casamento }>('GET', `/api/casamentos/${data[0].id}`);
    const letter = file.notificacoes.find((n) => n.estado === 'a_enviar')!;
    history.replaceState(null, '', '?aba=celebracao');
    const element = mount('sacra-casamentos', { view: 'file', 'processo-id': file.id });
    const notices = await findRole(element, 'list', 'Notificações');
    const link = (await findRole(notices, 'link', `Carta (PDF): ${letter.paroquia}`)) as HTMLAnchorElement;
    assertEqual(new URL(link.href).pathname, `/api/casamentos/${file.id}/notificacao/${letter.conjuge}.pdf`, 'the letter');
    await clickButton(notices, 'Registrar envio');
    const dialog = await findRole(element, 'dialog', 'Registrar envio da carta');
    await clickButton(dialog, 'Registrar envio');
    await findText(element, 'Envio da notificação registrado.');
    await waitFor(() => allByRole(notices, 'listitem').find((li) => readText(li).includes('Carta enviada')), 'the letter sent');
  });

  it("edits the parish's checklist: the common documents first, a new one added", async () => {
    const element = mount('sacra-casamentos');
    await clickButton(element, 'Documentos exigidos');
    const dialog = await findRole(element, 'dialog', 'Documentos exigidos de cada noivo');
    await waitFor(() => allByRole(dialog, 'button', /^Remover: Documento /).length >= 7, 'the common checklist');
    assertEqual((await findField(dialog, 'Documento 1')).value.startsWith('Certidão de batismo'), true, 'the baptism first');
    await clickButton(dialog, 'Incluir documento');
    const count = allByRole(dialog, 'button', /^Remover: Documento /).length;
    await fillField(dialog, `Documento ${count}`, 'Atestado de vida e costumes');
    await clickButton(element, 'Salvar');
    await findText(element, 'Lista de documentos salva.');
    const { data } = await call<{ data: { itens: { nome: string; chave: string }[] } }>('GET', '/api/casamentos/checklist');
    assertEqual(data.itens.at(-1)?.chave, 'd_atestado_de_vida_e_costumes', 'the new item kept');
  });

  it('takes a document with its photo: the checklist says it was delivered', async () => {
    const { data: file } = await call<{ data: Casamento }>('POST', '/api/casamentos', {
      conjuge1: { nome: 'Elemento Noivo Teste' },
      conjuge2: { nome: 'Elemento Noiva Teste' },
    });
    history.replaceState(null, '', '?aba=documentos');
    const element = mount('sacra-casamentos', { view: 'file', 'processo-id': file.id });
    await clickButton(element, 'Entregar: CPF (1º noivo(a))');
    const dialog = await findRole(element, 'dialog', 'Entregar: CPF');
    chooseFiles(await findField(dialog, 'Escolher arquivo'), [new File([PHOTO], 'cpf.png', { type: 'image/png' })]);
    await findText(dialog, 'Arquivo: cpf.png');
    await clickButton(dialog, 'Entregar documento');
    await waitFor(() => byRole(element, 'dialog') === null, 'the dialog closed');
    const region = await findRole(element, 'region', 'Documentos do(a) 1º noivo(a): Elemento Noivo Teste');
    const item = await waitFor(
      () => allByRole(region, 'listitem').find((li) => readText(li).startsWith('CPF') && readText(li).includes('Entregue')),
      'CPF delivered',
    );
    await click(item, 'Abrir arquivo: CPF', 'link');
  });
});

for (const [user, who] of [
  ['gestora', 'role 2'],
  ['pastoral-familiar', 'the Pastoral Familiar (role 16)'],
] as const)
  describe(`<sacra-casamentos> for ${who}`, () => {
    before(() => signIn(user));

    it("reads a file's data without the interview's tab nor the writers' buttons", async () => {
      const { data } = await call<{ data: CasamentoResumo[] }>('GET', '/api/casamentos?limit=1');
      const element = mount('sacra-casamentos', { view: 'file', 'processo-id': data[0].id });
      await findRole(element, 'tab', 'Documentos');
      await findRole(element, 'region', /^1º noivo\(a\): /);
      assertEqual(byRole(element, 'tab', 'Entrevista'), null, 'the interview tab');
      assertEqual(byRole(element, 'button', 'Cancelar processo'), null, "the writers' button");
      assertEqual(byRole(element, 'button', 'Habilitar'), null, "the writers' button");
    });
  });

describe('<sacra-casamentos view="pedidos"> for the other parish’s secretary', () => {
  before(() => signIn('outra'));

  it('shows the marginal note the demo parish sent, waiting to be confirmed on a baptism of this parish', async () => {
    const element = mount('sacra-casamentos', { view: 'pedidos' });
    await findRole(element, 'heading', 'Pedidos entre paróquias');
    await click(element, 'Anotações de outras paróquias', 'tab');
    const received = await findRole(element, 'region', 'Anotações recebidas');
    await waitFor(() => allByRole(received, 'button', /^Confirmar a anotação de /)[0], 'a note to confirm', 8000);
  });
});
