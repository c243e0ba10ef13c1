import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo } from '../../core/testing/element-test-kit';
import { click, findRole, findText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-dashboard> for the system administrator', () => {
  before(() => signIn('admin'));

  it("greets by name with the role, and draws the parish's counters, its best campaign and the charts", async () => {
    const element = mount('sacra-dashboard');
    await findRole(element, 'heading', 'Olá, Pe. Antônio Ribeiro');
    await findText(element, 'Administrador do Sistema');
    await findText(element, 'Usuários ativos');
    const campaign = await findRole(element, 'region', 'Campanha mais rentável');
    const bar = await findRole(campaign, 'progressbar');
    assertEqual(/^\d+% da meta$/.test(bar.getAttribute('aria-valuetext') ?? ''), true, `the campaign's progress (${bar.getAttribute('aria-valuetext')})`);
    await findRole(element, 'img', /acessos ao portal por mês/);
    await findRole(element, 'img', /acólitos por comunidade/);
  });
});

describe('<sacra-dashboard> for the treasurer', () => {
  before(() => signIn('tesoureiro'));

  it("offers the tithe's shortcuts; one asks for its screen", async () => {
    const element = mount('sacra-dashboard');
    const tithe = await findRole(element, 'navigation', 'Dízimo');
    await click(tithe, /^Nova contribuição/, 'link');
    await navigatedTo('/dizimo/contribuicoes');
  });
});
