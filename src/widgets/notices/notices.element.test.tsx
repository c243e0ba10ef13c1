import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, nextEvent } from '../../core/testing/element-test-kit';
import { clickButton, fillField, findRole, findRow, findText } from '../../core/testing/screen-queries';
import './index';

// A notice the demo parish (1) published a day before the seed ran.
const SEEDED_NOTICE = 'Horários das missas da Semana Santa';

describe('<sacra-notices view="public">', () => {
  it("shows the parish's published notices from the portal named by `api`, without signing in", async () => {
    const element = mount('sacra-notices', { view: 'public', paroquia: 1, api: location.origin, heading: 'Mural de avisos' });
    await findText(element, 'Mural de avisos');
    await findText(element, SEEDED_NOTICE);
  });

  it('says so, without a retry, for a parish the portal does not know', async () => {
    const element = mount('sacra-notices', { view: 'public', paroquia: 999_999, api: location.origin });
    await findText(element, 'Avisos da paróquia');
    await findText(element, 'Paróquia não encontrada.');
    assertEqual(element.shadowRoot!.textContent!.includes('Tentar novamente'), false, 'no retry for a parish that does not exist');
  });
});

describe('<sacra-notices> (the /eventos list)', () => {
  before(() => signIn('secretaria'));

  it('creates a notice in the modal, opens it and deletes it: saved, opened and deleted with its id', async () => {
    const element = mount('sacra-notices');
    await findText(element, 'Avisos Paroquia');
    await findRow(element, SEEDED_NOTICE);

    await clickButton(element, 'Novo aviso');
    const dialog = await findRole(element, 'dialog', 'Novo aviso');
    await fillField(dialog, 'Título', 'Ensaio do coral (teste de elemento)');
    await fillField(dialog, 'Importância', 'Alto');
    const saved = nextEvent(element, 'sacra-notice-saved');
    await clickButton(dialog, 'Criar aviso');
    const { id, created } = await saved;
    assertEqual(created, true, 'created');
    await findText(element, 'Aviso criado com sucesso!');

    await fillField(element, 'Buscar', 'Ensaio do coral');
    const row = await findRow(element, 'Ensaio do coral (teste de elemento)');
    const opened = nextEvent(element, 'sacra-notice-opened');
    await clickButton(row, 'Ensaio do coral (teste de elemento)');
    assertEqual((await opened).id, id, 'the opened notice');
    const preview = await findRole(element, 'dialog', 'Ensaio do coral (teste de elemento)');
    await clickButton(preview, 'Fechar');

    await clickButton(element, 'Excluir aviso Ensaio do coral (teste de elemento)');
    const confirm = await findRole(element, 'dialog', 'Excluir aviso');
    const deleted = nextEvent(element, 'sacra-notice-deleted');
    await clickButton(confirm, 'Excluir');
    assertEqual((await deleted).id, id, 'the deleted notice');
    await findText(element, 'Aviso excluído com sucesso!');
    await findText(element, 'Nenhum aviso encontrado');
  });
});
