import { assertEqual, describe, it, mount } from '../../core/testing/element-test-kit';
import { findRole, findText } from '../../core/testing/screen-queries';
import './index';

// The first run itself needs an empty portal (SEED=none): tests/e2e/accounts.test.ts walks it. The element
// tests' portal is seeded, so it is already set up.
describe('<sacra-setup>', () => {
  it('on a portal already set up: says the first-run page no longer exists, with the way to the login', async () => {
    const element = mount('sacra-setup');
    await findText(element, 'Página não encontrada');
    await findText(element, 'Este portal já foi configurado: a configuração inicial não existe mais.');
    const login = await findRole(element, 'link', 'Ir para o login');
    assertEqual(login.getAttribute('href'), '/login', 'the login link');
  });
});
