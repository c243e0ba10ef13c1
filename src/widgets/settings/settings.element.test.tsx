import { sessionStore } from '../../core/session/store';
import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import { byRole, click, clickButton, fillField, findField, findRole, findText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-settings>', () => {
  before(() => signIn('coordenador'));

  it("shows the user's roles and parish; a quick link asks for its screen", async () => {
    const element = mount('sacra-settings');
    await findText(element, 'Coordenador - Crisma');
    await findText(element, 'Paróquia São José');
    await click(element, /Alterar nome/, 'link');
    await navigatedTo('/settings/nome');
  });

  it('saves the name (required), then goes back to /settings', async () => {
    const element = mount('sacra-settings', { view: 'nome' });
    const current = (await findField(element, 'Nome')).value;
    assertEqual(current.length > 0, true, 'the name, filled in');
    await fillField(element, 'Nome', '   ');
    await clickButton(element, 'Salvar');
    await findText(element, 'Informe o nome.');
    await fillField(element, 'Nome', current);
    await clickButton(element, 'Salvar');
    await findText(element, 'Nome atualizado com sucesso');
    await navigatedTo('/settings');
  });
});

describe('<sacra-timezone-prompt>', () => {
  before(() => signIn('semfuso'));

  it('asks a user without a time zone for one, saves it and closes', async () => {
    const element = mount('sacra-timezone-prompt');
    const dialog = await findRole(element, 'dialog', 'Defina seu fuso horário');
    await fillField(dialog, 'Fuso horário', 'America/Manaus');
    await clickButton(dialog, 'Salvar');
    await findText(element, 'Fuso horário atualizado com sucesso!');
    await waitFor(() => sessionStore.getState().user?.timezone === 'America/Manaus', "the session's user with the zone");
    await waitFor(() => !byRole(element, 'dialog'), 'the prompt closed');
  });
});
