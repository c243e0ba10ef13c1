import { addDays, todayIn } from '../../core/calendar/dates';
import { call, callAs, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo } from '../../core/testing/element-test-kit';
import { click, clickButton, fillField, findItem, findRole, findRow, findText } from '../../core/testing/screen-queries';
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
});
