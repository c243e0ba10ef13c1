import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, nextEvent } from '../../core/testing/element-test-kit';
import { clickButton, fillField, findRole, findRow, findText } from '../../core/testing/screen-queries';
import './index';

// The first of the demo parish's people in the list's order (by name): the seed is deterministic.
const SEEDED_PERSON = 'Adriana Almeida Conceição';

describe('<sacra-registers>', () => {
  before(() => signIn('secretaria'));

  it("lists the parish's people and opens a person's sheet", async () => {
    const element = mount('sacra-registers');
    await findText(element, 'Registros gerais');
    await findRow(element, SEEDED_PERSON);
    await findText(element, /^Página 1 de \d+ — Total \d+$/);
    await clickButton(element, `Ver Ficha de ${SEEDED_PERSON}`);
    const sheet = await findRole(element, 'dialog', 'Ficha do registro');
    await findText(sheet, 'Paróquia São José');
  });

  it('creates a register from the form: saved with its id, then back to the list with the message', async () => {
    const element = mount('sacra-registers', { view: 'new' });
    await fillField(element, 'Nome', 'Zélia Elemento Teste');
    await fillField(element, 'Telefone', '19987654321');
    await fillField(element, 'Nascimento', '1990-03-15');
    const saved = nextEvent(element, 'sacra-register-saved');
    await clickButton(element, 'Salvar');
    const { id, created } = await saved;
    assertEqual(created, true, 'created');
    assertEqual(id > 0, true, `the new register's id (${id})`);
    await navigatedTo(/^\/registros\?success=/);
  });

  it('deletes a register after the question: deleted with its id', async () => {
    const form = mount('sacra-registers', { view: 'new' });
    await fillField(form, 'Nome', 'Zenóbio Elemento Excluir');
    await fillField(form, 'Telefone', '19912345678');
    await fillField(form, 'Nascimento', '1985-10-01');
    const saved = nextEvent(form, 'sacra-register-saved');
    await clickButton(form, 'Salvar');
    const { id } = await saved;
    await navigatedTo(/^\/registros\?success=/);
    form.remove();

    const list = mount('sacra-registers');
    await fillField(list, 'Buscar por nome', 'Zenóbio Elemento');
    await findRow(list, 'Zenóbio Elemento Excluir');
    await clickButton(list, 'Excluir Zenóbio Elemento Excluir');
    const dialog = await findRole(list, 'dialog', 'Excluir registro');
    const deleted = nextEvent(list, 'sacra-register-deleted');
    await clickButton(dialog, 'Excluir');
    assertEqual((await deleted).id, id, 'the deleted register');
    await findText(list, 'Nenhum registro encontrado');
  });
});
