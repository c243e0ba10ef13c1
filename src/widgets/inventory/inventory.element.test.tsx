import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, nextEvent, waitFor } from '../../core/testing/element-test-kit';
import { allByRole, clickButton, fillField, findRole, findRow, findText } from '../../core/testing/screen-queries';
import './index';

// <sacra-inventory> against the real portal, as the parish's secretary (role 1).
describe('<sacra-inventory>', () => {
  before(() => signIn('secretaria'));

  it('lists the seeded items, twelve a page, with the pager and the write controls', async () => {
    const element = mount('sacra-inventory');
    await findText(element, 'Inventário Paroquial');
    const pager = await findText(element, /^Página 1 de \d+ — Total \d+$/);
    const total = Number(/Total (\d+)/.exec(pager.textContent ?? '')?.[1]);
    assertEqual(total > 12, true, `more than one page of seeded items (${total})`);
    // The header row and twelve items, each with its own Editar and Excluir.
    await waitFor(() => allByRole(element, 'row').length === 13, 'twelve rows');
    assertEqual(allByRole(element, 'button', /^Excluir /).length, 12, 'Excluir buttons');
    await findRole(element, 'link', 'Novo item');
  });

  it('creates an item from the form: saved with its id, then back to the list', async () => {
    const element = mount('sacra-inventory', { view: 'new' });
    await fillField(element, 'Item', 'Cálice de teste (elemento)');
    await fillField(element, 'Categoria', 'Alimentos/Cestas básicas');
    await fillField(element, 'Comunidade', 'Capela Santa Luzia');
    await fillField(element, 'Quantidade distribuída', '3');
    const saved = nextEvent(element, 'sacra-inventory-item-saved');
    await clickButton(element, 'Salvar');
    const { id, created } = await saved;
    assertEqual(created, true, 'created');
    assertEqual(id > 0, true, `the new item's id (${id})`);
    await findText(element, 'Item criado com sucesso!');
    await navigatedTo('/inventario');
  });

  it('deletes an item after the question: deleted with its id, gone from the list', async () => {
    const element = mount('sacra-inventory', { view: 'new' });
    await fillField(element, 'Item', 'Turíbulo a excluir');
    await fillField(element, 'Categoria', 'Paramentos');
    await fillField(element, 'Comunidade', 'Capela São Benedito');
    await fillField(element, 'Quantidade distribuída', '1');
    const saved = nextEvent(element, 'sacra-inventory-item-saved');
    await clickButton(element, 'Salvar');
    const { id } = await saved;
    element.remove();

    const list = mount('sacra-inventory');
    await fillField(list, 'Buscar', 'Turíbulo a excluir');
    await findRow(list, 'Turíbulo a excluir');
    await clickButton(list, 'Excluir Turíbulo a excluir');
    const dialog = await findRole(list, 'dialog', 'Excluir item');
    const deleted = nextEvent(list, 'sacra-inventory-item-deleted');
    await clickButton(dialog, 'Excluir');
    assertEqual((await deleted).id, id, 'the deleted item');
    await findText(list, 'Nenhum item encontrado');
  });
});
