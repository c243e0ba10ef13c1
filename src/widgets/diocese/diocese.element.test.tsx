import { call, callAs, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import {
  allByRole,
  byRole,
  chooseFiles,
  clickButton,
  fillField,
  findField,
  findItem,
  findRole,
  findRow,
  findText,
  readText,
} from '../../core/testing/screen-queries';
import type { DuplicatasArquivo, ParoquiaSituacao, PeticaoDetalhe } from '../../shared/schemas/diocese';
import './index';

/** A 1×1 PNG: a document photographed (the server reads its bytes, not its name). */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** The petition the address went to after 'Salvar' (/pedidos-curia/{id}). */
const petitionId = (path: string) => Number(/\/pedidos-curia\/(\d+)$/.exec(path)![1]);

describe("<sacra-diocese> the parish's petitions (role 1)", () => {
  before(() => signIn('secretaria'));

  it("files a licence: a required field of the type refused under it, then sent with a protocol, and its page shows 'Recebido'", async () => {
    const assunto = `Licença para casamento fora da paróquia ${Date.now()}`;
    const form = mount('sacra-diocese', { view: 'petition-new' });
    await fillField(form, 'Tipo de pedido', 'licenca');
    await findText(form, 'Resposta prevista em até 15 dias.');
    await fillField(form, 'Assunto', assunto);
    await fillField(form, 'Pedido', 'Os noivos pedem licença para celebrar o matrimônio na capela da fazenda.');
    await fillField(form, 'Nomes dos noivos', 'João Batista e Maria José');
    await clickButton(form, 'Salvar');
    const motivo = await findField(form, 'Motivo da licença');
    await waitFor(() => motivo.getAttribute('aria-invalid') === 'true', 'the blank required field marked');
    await findText(form, 'Campo obrigatório para este tipo de pedido.');
    await fillField(form, 'Motivo da licença', 'Capela da família, fora do território da paróquia.');
    await clickButton(form, 'Salvar');
    const id = petitionId((await navigatedTo(/\/pedidos-curia\/\d+$/)).path);

    const page = mount('sacra-diocese', { view: 'petition', 'peticao-id': id });
    const title = await findRole(page, 'heading', /^Pedido \d{4}-\d+/);
    assertEqual(readText(title).includes('Recebido'), true, `the state beside the protocol (${readText(title)})`);
    await findText(page, assunto);
    await findText(page, 'Capela da família, fora do território da paróquia.');
    const history = await findRole(page, 'heading', 'Histórico');
    assertEqual(history !== null, true, 'the history');
    assertEqual(allByRole(page, 'button', 'Responder').length, 0, "no 'Responder' for the parish");

    const list = mount('sacra-diocese', { view: 'petitions' });
    const row = await findRow(list, assunto);
    assertEqual(readText(row).includes('Recebido'), true, `the list's state (${readText(row)})`);
  });

  it('sends the documents of a building work with it, and lists what is still missing on its page', async () => {
    const form = mount('sacra-diocese', { view: 'petition-new' });
    await fillField(form, 'Tipo de pedido', 'obra');
    await fillField(form, 'Assunto', 'Reforma do telhado da matriz');
    await fillField(form, 'Pedido', 'Pedimos autorização para a reforma do telhado.');
    await fillField(form, 'Descrição da obra', 'Troca das telhas e do madeiramento');
    await fillField(form, 'Local', 'Matriz');
    await fillField(form, 'Valor estimado', 'R$ 80.000,00');
    chooseFiles(await findField(form, 'Escolher arquivo: Projeto'), [new File([PNG], 'projeto.png', { type: 'image/png' })]);
    await findText(form, 'projeto.png');
    await clickButton(form, 'Salvar');
    const id = petitionId((await navigatedTo(/\/pedidos-curia\/\d+$/)).path);
    const page = mount('sacra-diocese', { view: 'petition', 'peticao-id': id });
    await findRole(page, 'link', 'projeto.png');
    await findText(page, 'Faltam: Orçamento.');
  });
});

describe('<sacra-diocese> the chancery (role 20)', () => {
  let id: number;
  before(async () => {
    const filed = await callAs<{ data: PeticaoDetalhe }>('secretaria', 'POST', '/api/peticoes', {
      tipo: 'outro',
      assunto: `Pedido de orientação ${Date.now()}`,
      texto: 'Pedimos orientação sobre o arquivo paroquial.',
    });
    id = filed.data.id;
    await signIn('chancelaria');
  });

  it('answers a petition with a decree: the PDF and its public verification are linked on its page', async () => {
    const page = mount('sacra-diocese', { view: 'received-petition', 'peticao-id': id });
    await clickButton(page, 'Responder');
    const dialog = await findRole(page, 'dialog', 'Responder ao pedido');
    await fillField(dialog, 'Resposta', 'deferido');
    await fillField(dialog, 'Texto', 'Deferimos o pedido, observadas as normas do arquivo diocesano.');
    await clickButton(dialog, 'Enviar resposta');
    await findText(page, /^Decreto emitido/);
    const pdf = (await findRole(page, 'link', 'Baixar o decreto (PDF)')) as HTMLAnchorElement;
    assertEqual(pdf.href.endsWith(`/api/peticoes/${id}/decreto`), true, `the decree's PDF (${pdf.href})`);
    const verification = (await findRole(page, 'link', 'Ver a verificação pública')) as HTMLAnchorElement;
    const { data } = await call<{ data: PeticaoDetalhe }>('GET', `/api/peticoes/${id}`);
    assertEqual(new URL(verification.href).pathname, `/decretos/${data.decreto!.codigo}`, 'the public verification');
    await waitFor(() => !byRole(page, 'button', 'Responder'), "no 'Responder' once decided");
  });

  it('asks the reason once, then finds a baptism across the diocese without accents', async () => {
    const nome = `Lúcia Brandão ${Date.now().toString(36)}`;
    await callAs('secretaria', 'POST', '/api/sacramentos/batismo', { nome, data: '1990-06-10', pai: 'José Brandão', mae: 'Conceição Brandão' });
    const search = mount('sacra-diocese', { view: 'baptisms' });
    await fillField(search, 'Motivo da consulta aos livros', 'ok');
    await clickButton(search, 'Confirmar motivo');
    await findText(search, 'Informe o motivo da consulta aos livros (fica no registro de acessos da paróquia).');
    await fillField(search, 'Motivo da consulta aos livros', 'Processo matrimonial: prova de batismo');
    await clickButton(search, 'Confirmar motivo');
    await findText(search, /^Motivo desta sessão: Processo matrimonial/);
    await fillField(search, 'Nome', nome.replace('Lúcia Brandão', 'lucia brandao'));
    const row = await findRow(search, nome);
    assertEqual(readText(row).includes('Conceição Brandão'), true, `the parents (${readText(row)})`);
    assertEqual(readText(row).includes('10/06/1990'), true, `the day (${readText(row)})`);
    // Mounted again (another screen of the same session): the reason is not asked twice.
    const again = mount('sacra-diocese', { view: 'baptisms' });
    await findText(again, /^Motivo desta sessão:/);
  });
});

/** Last year: the newest year a parish may send (the duplicate of a year comes after it ends). */
const ano = new Date().getFullYear() - 1;
const ownArchive = async (user: string) => (await callAs<DuplicatasArquivo>(user, 'GET', `/api/diocese/duplicatas?ano=${ano}`)).data;

describe("<sacra-diocese> the duplicate books: the parish sends last year's (role 1)", () => {
  before(async () => {
    await callAs('secretaria', 'POST', '/api/sacramentos/batismo', { nome: `Duplicata ${Date.now().toString(36)}`, data: `${ano}-03-15` });
    await signIn('secretaria');
  });

  it("sends them from 'Pedidos à Cúria' and lists each book sent with its entries", async () => {
    const page = mount('sacra-diocese', { view: 'petitions' });
    await clickButton(page, `Enviar duplicatas de ${ano}`);
    const sent = await findRole(page, 'list', `Duplicatas de ${ano} enviadas`);
    await findItem(sent, /^Batismo: \d+ registro\(s\)$/);
    await findText(page, 'Duplicatas enviadas ao arquivo diocesano.');
  });
});

describe('<sacra-diocese> the duplicate books: the diocesan archive (role 20)', () => {
  let saoJose: string;
  let outra: string;
  before(async () => {
    saoJose = (await ownArchive('secretaria')).duplicatas[0].paroquia_nome;
    // Another parish with a baptism last year that sent nothing: its book is missing.
    await callAs('outra', 'POST', '/api/sacramentos/batismo', { nome: `Sem duplicata ${Date.now().toString(36)}`, data: `${ano}-04-20` });
    outra = (await ownArchive('outra')).faltando[0].paroquia_nome;
    await signIn('chancelaria');
  });

  it("sees the parish's duplicate with its PDF, marks it received, and lists the books missing", async () => {
    const page = mount('sacra-diocese', { view: 'duplicates' });
    await findRole(page, 'heading', 'Duplicatas dos livros');
    const pdf = (await findRole(page, 'link', `PDF: Batismo, ${saoJose}`)) as HTMLAnchorElement;
    assertEqual(/\/api\/diocese\/duplicatas\/\d+\/pdf$/.test(pdf.href), true, `the PDF (${pdf.href})`);
    await clickButton(page, `Marcar recebida: Batismo, ${saoJose}`);
    await findText(page, 'Duplicata marcada como recebida.');
    const row = await findRow(page, 'Recebida em');
    assertEqual(readText(row).includes(saoJose), true, `the received row (${readText(row)})`);
    const missing = await findItem(page, outra);
    assertEqual(readText(missing).includes('Batismo'), true, `the missing books (${readText(missing)})`);
  });
});

describe("<sacra-diocese> the economato's parishes (role 21)", () => {
  before(() => signIn('economato'));

  it("links each parish's closed months to their balancete and prestação de contas, which open as the parish's PDF", async () => {
    const { data } = await call<{ data: ParoquiaSituacao[] }>('GET', '/api/diocese/paroquias');
    const parish = data.find((p) => p.meses_fechados.length)!;
    const [ano, mes] = parish.meses_fechados[0].split('-');
    const home = mount('sacra-diocese', { view: 'home' });
    const row = await findRow(home, parish.nome);
    const months = row.querySelector('summary') as HTMLElement;
    assertEqual(
      readText(months),
      `${parish.meses_fechados.length} ${parish.meses_fechados.length === 1 ? 'mês fechado' : 'meses fechados'}`,
      'the closed months',
    );
    months.click();
    for (const name of ['Balancete', 'Prestação de contas']) {
      const link = (await findRole(row, 'link', `${name} de ${mes}/${ano}, ${parish.nome} (PDF)`)) as HTMLAnchorElement;
      const answer = await fetch(link.href);
      assertEqual(answer.status, 200, `${name}: ${link.href}`);
      assertEqual(answer.headers.get('content-type'), 'application/pdf', `${name} is a PDF`);
    }
  });
});

describe("<sacra-diocese> the chancery's certificate of a vacant parish (role 20)", () => {
  const nome = `Inês Vacante ${Date.now().toString(36)}`;
  let profile: Record<string, unknown>;
  before(async () => {
    // The other demo parish loses its pároco (its profile as its form sends it back); restored after the test.
    const { id: _id, logo: _logo, ...rest } = await callAs<Record<string, unknown>>('outra', 'GET', '/api/paroquia');
    profile = rest;
    await callAs('outra', 'POST', '/api/sacramentos/batismo', {
      nome,
      data: '2012-06-10',
      nascimento: '2012-03-01',
      local_nascimento: 'Valinhos/SP',
      pai: 'Otávio Vacante',
      mae: 'Rute Vacante',
      padrinho: 'Gervásio Padrinho',
      madrinha: 'Clotilde Madrinha',
      celebrante: 'Pe. Bento Celebrante',
      local: 'Capela Santa Luzia',
    });
    await callAs('outra', 'PUT', '/api/paroquia', { ...profile, paroco: null });
    // A new session: the tab forgets the reason given in the one before.
    sessionStorage.removeItem('sacra-diocese-motivo');
    await signIn('chancelaria');
  });

  it('issues it from the baptism search, signed by the chancellor, and links its PDF and public verification; a parish with a pároco certifies its own', async () => {
    try {
      const search = mount('sacra-diocese', { view: 'baptisms' });
      await fillField(search, 'Motivo da consulta aos livros', 'Certidão pedida à Cúria');
      await clickButton(search, 'Confirmar motivo');
      await fillField(search, 'Nome', nome);
      const row = await findRow(search, nome);
      await clickButton(row, `Emitir certidão: ${nome}`);
      const pdf = (await findRole(search, 'link', 'Baixar a certidão (PDF)')) as HTMLAnchorElement;
      const verification = (await findRole(search, 'link', 'Ver a verificação pública')) as HTMLAnchorElement;
      const code = /\/certidoes\/(.+)$/.exec(new URL(verification.href).pathname)![1];
      const verified = await call<{ nome: string; paroquia: string }>('GET', `/api/public/certidoes/${code}`);
      assertEqual(verified.nome, nome, 'the certificate verified by its code');
      assertEqual((await (await fetch(pdf.href)).blob()).type, 'application/pdf', 'the PDF');

      // An entry of a parish with a pároco: no button, the parish certifies it.
      await fillField(search, 'Nome', '');
      await fillField(search, 'Pai', 'a');
      const others = await findRow(search, 'Pela paróquia');
      assertEqual(allByRole(others, 'button').length, 0, 'no certificate button for a parish with a pároco');
    } finally {
      await callAs('outra', 'PUT', '/api/paroquia', profile);
    }
  });
});
