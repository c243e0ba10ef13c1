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
import type { Casamento, CasamentoResumo, PerguntaItem } from '../../shared/schemas/casamentos';
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

  it("edits the parish's questionnaire: a new interview asks the new wording, one recorded before keeps the old", async () => {
    const common = await call<{ data: { perguntas: PerguntaItem[] } }>('GET', '/api/casamentos/questionario');
    const old = common.data.perguntas[0];
    const noivos = (tag: string) => ({ conjuge1: { nome: `Noivo ${tag} Questionário` }, conjuge2: { nome: `Noiva ${tag} Questionário` } });
    const { data: before } = await call<{ data: Casamento }>('POST', '/api/casamentos', noivos('Antes'));
    await call('PUT', `/api/casamentos/${before.id}/entrevista`, { data: '2026-01-10', conjuge1: { [old.chave]: 'Sim, livremente.' }, conjuge2: {} });
    const wording = 'Você se casa por vontade própria, livre de qualquer pressão?';
    try {
      const list = mount('sacra-casamentos');
      await clickButton(list, 'Questionário da entrevista');
      const dialog = await findRole(list, 'dialog', 'Questionário da entrevista dos noivos');
      assertEqual((await findField(dialog, 'Pergunta 1')).value, old.texto, 'the common question first');
      await fillField(dialog, 'Pergunta 1', wording);
      await clickButton(dialog, 'Salvar');
      await findText(list, 'Questionário salvo.');

      const { data: after } = await call<{ data: Casamento }>('POST', '/api/casamentos', noivos('Depois'));
      history.replaceState(null, '', '?aba=entrevista');
      const fresh = mount('sacra-casamentos', { view: 'file', 'processo-id': after.id });
      await findField(fresh, wording);
      const asked = readText(fresh.shadowRoot!);
      assertEqual(asked.includes(wording), true, 'the new wording asked');
      assertEqual(asked.includes(old.texto), false, 'the old wording not asked');

      history.replaceState(null, '', '?aba=entrevista');
      const recorded = mount('sacra-casamentos', { view: 'file', 'processo-id': before.id });
      const answer = await findText(recorded, 'Sim, livremente.');
      assertEqual(readText(answer.closest('div')!).includes(old.texto), true, 'the answer under the wording it was given to');
      await findField(recorded, wording);
    } finally {
      await call('PUT', '/api/casamentos/questionario', common.data);
    }
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
