import { addDays, todayIn } from '../../core/calendar/dates';
import { call, callAs, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo } from '../../core/testing/element-test-kit';
import { click, clickButton, fillField, findField, findItem, findRole, findRow, findText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-sacramentos>', () => {
  before(() => signIn('secretaria'));

  it("lists the book's baptisms as the portal keeps them; a record opens its page", async () => {
    const { data } = await call<{ data: Array<{ id: number; nome: string }> }>('GET', '/api/sacramentos/batismo?limit=12');
    assertEqual(data.length > 0, true, 'baptisms in the demo');
    const element = mount('sacra-sacramentos');
    await findText(element, 'Registros de sacramentos');
    const row = await findRow(element, data[0].nome);
    await click(row, new RegExp(data[0].nome), 'link');
    await navigatedTo(`/sacramentos/batismo/${data[0].id}`);
  });

  it('writes a baptism into the open book, then adds a marginal note to it', async () => {
    const form = mount('sacra-sacramentos', { view: 'new', tipo: 'batismo' });
    await findText(form, 'Novo registro de Batismo');
    await fillField(form, 'Nome do(a) batizado(a)', 'Elemento Batizado Teste');
    await fillField(form, 'Data do batismo', addDays(todayIn('America/Sao_Paulo'), -30));
    await clickButton(form, 'Lançar no livro');
    const { path } = await navigatedTo(/^\/sacramentos\/batismo\/\d+$/);

    const record = mount('sacra-sacramentos', { view: 'record', tipo: 'batismo', 'record-id': path.split('/')[3] });
    await findText(record, /^Batismo: Elemento Batizado Teste/);
    await fillField(record, 'Nova anotação', 'Certidão de nascimento apresentada na secretaria.');
    await clickButton(record, 'Acrescentar anotação');
    await findItem(record, 'Certidão de nascimento apresentada na secretaria.');
  });

  it("a confirmation of someone baptised in the other demo parish, picked from the portal's parishes, arrives there as a pending note", async () => {
    const other = await callAs<{ nome: string }>('outra', 'GET', '/api/paroquia');
    const form = mount('sacra-sacramentos', { view: 'new', tipo: 'crisma' });
    await findText(form, 'Novo registro de Crisma');
    await fillField(form, 'Nome do(a) crismado(a)', 'Elemento Crismado de Aparecida');
    await fillField(form, 'Data da crisma', addDays(todayIn('America/Sao_Paulo'), -7));
    await fillField(form, 'Paróquia do batismo neste portal', other.nome);
    await fillField(form, 'Data do batismo', '2008-04-13');
    await clickButton(form, 'Lançar no livro');
    const { path } = await navigatedTo(/^\/sacramentos\/crisma\/\d+$/);

    const record = mount('sacra-sacramentos', { view: 'record', tipo: 'crisma', 'record-id': path.split('/')[3] });
    const notice = await findRole(record, 'region', 'Notificação à paróquia do batismo');
    await findText(notice, `${other.nome}: Aguardando confirmação da paróquia`);
    const { data } = await callAs<{ data: Array<{ nome: string; tipo: string; texto: string }> }>('outra', 'GET', '/api/anotacoes/pendentes');
    const note = data.find((a) => a.nome === 'Elemento Crismado de Aparecida');
    assertEqual(note?.tipo, 'crisma', 'the pending note in the other parish');
    assertEqual(note?.texto.startsWith('Crismado(a) em '), true, 'the note says the confirmation');
  });

  it('a confirmation whose baptism entry here is picked in the form is noted on that entry at once, and the entry stays chosen when corrected', async () => {
    const today = todayIn('America/Sao_Paulo');
    type Saved = { data: { id: number; livro: number; folha: number; termo: number; batismo_registro_id?: number | null } };
    const baptism = (await call<Saved>('POST', '/api/sacramentos/batismo', { nome: 'Elemento Batizado Aqui', data: addDays(today, -5000) })).data;
    const entryRef = `livro ${baptism.livro}, folha ${baptism.folha}, termo ${baptism.termo}`;
    const chosen = new RegExp(`^Registro escolhido: Elemento Batizado Aqui, ${entryRef} \\(batismo em `);

    const form = mount('sacra-sacramentos', { view: 'new', tipo: 'crisma' });
    await findText(form, 'Novo registro de Crisma');
    await fillField(form, 'Nome do(a) crismado(a)', 'Elemento Crismado Aqui');
    await fillField(form, 'Data da crisma', addDays(today, -3));
    await fillField(form, 'Paróquia do batismo', 'Paróquia Santa Cruz');
    await clickButton(form, 'Buscar no livro de batismo');
    await fillField(form, 'Buscar no livro de batismo', 'Elemento Batizado Aqui');
    await clickButton(form, `Escolher: Elemento Batizado Aqui, ${entryRef}`);
    await findText(form, chosen);
    assertEqual((await findField(form, 'Paróquia do batismo')).value, '', 'the parish elsewhere cleared by the entry here');
    assertEqual((await findField(form, 'Batismo: termo')).value, String(baptism.termo), "the entry's number in the baptism's fields");
    await clickButton(form, 'Lançar no livro');
    const { path } = await navigatedTo(/^\/sacramentos\/crisma\/\d+$/);
    const crismaId = path.split('/')[3];
    const crisma = (await call<Saved>('GET', `/api/sacramentos/crisma/${crismaId}`)).data;

    const entry = mount('sacra-sacramentos', { view: 'record', tipo: 'batismo', 'record-id': baptism.id });
    const notes = await findRole(entry, 'region', 'Anotações');
    await findItem(notes, new RegExp(`^Crismado\\(a\\) em .*Crisma: livro ${crisma.livro}, folha ${crisma.folha}, termo ${crisma.termo}\\.`));

    const edit = mount('sacra-sacramentos', { view: 'edit', tipo: 'crisma', 'record-id': crismaId });
    await findText(edit, chosen);
    await clickButton(edit, 'Salvar correção');
    await navigatedTo(`/sacramentos/crisma/${crismaId}`);
    const corrected = (await call<Saved>('GET', `/api/sacramentos/crisma/${crismaId}`)).data;
    assertEqual(corrected.batismo_registro_id, baptism.id, 'the entry kept by the correction');

    const again = mount('sacra-sacramentos', { view: 'edit', tipo: 'crisma', 'record-id': crismaId });
    await findText(again, chosen);
    const other = await callAs<{ nome: string }>('outra', 'GET', '/api/paroquia');
    await fillField(again, 'Paróquia do batismo neste portal', other.nome);
    await findText(again, 'Nenhum registro desta paróquia escolhido.');
    assertEqual((await findField(again, 'Batismo: termo')).value, '', "the entry's numbers dropped with it");
  });
});
