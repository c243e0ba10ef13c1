import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, nextEvent } from '../../core/testing/element-test-kit';
import { click, clickButton, fillField, findField, findText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-users>', () => {
  before(() => signIn('secretaria'));

  it("lists the parish's accounts, searched by name; an account opens its page", async () => {
    const element = mount('sacra-users');
    await fillField(element, 'Buscar', 'Lucas Henrique');
    await click(element, 'Lucas Henrique Oliveira', 'link');
    const { path } = await navigatedTo(/^\/usuarios\/\d+$/);

    const account = mount('sacra-users', { view: 'account', 'user-id': path.split('/')[2] });
    const acolyte = await findField(account, 'Acólito (8)');
    assertEqual((acolyte as HTMLInputElement).checked, true, "the acolyte's role");
    assertEqual((await findField(account, 'Administrador do Sistema (111)')).disabled, true, 'role 111, which role 1 cannot grant');
  });

  it('creates an account by invitation, the user name checked as typed: saved with its id', async () => {
    const element = mount('sacra-users', { view: 'new' });
    await fillField(element, 'Nome', 'Teresa Elemento');
    await fillField(element, 'Usuário', 'secretaria');
    await findText(element, 'Este nome de usuário já está em uso.');
    await fillField(element, 'Usuário', 'teresa.elemento');
    await findText(element, 'Usuário disponível.');
    await fillField(element, 'E-mail', 'teresa@elemento.example');
    (await findField(element, 'Acólito (8)')).click();
    const saved = nextEvent(element, 'sacra-users-account-saved');
    await clickButton(element, 'Salvar');
    const { id, created } = await saved;
    assertEqual(created, true, 'created');
    await findText(element, 'Conta criada. O convite foi enviado por e-mail.');
    await navigatedTo(`/usuarios/${id}`);
  });
});
