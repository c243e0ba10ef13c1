import { addDays, todayIn } from '../../core/calendar/dates';
import { call, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo } from '../../core/testing/element-test-kit';
import { click, clickButton, fillField, findItem, findRow, findText } from '../../core/testing/screen-queries';
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
});
