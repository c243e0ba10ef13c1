import { addDays, todayIn } from '../../core/calendar/dates';
import { signIn } from '../../core/testing/portal-session';
import { before, describe, it, mount, navigatedTo } from '../../core/testing/element-test-kit';
import { clickButton, fillField, findRole, findText } from '../../core/testing/screen-queries';
import './index';

const tomorrow = addDays(todayIn('America/Sao_Paulo'), 1);

describe('<sacra-agenda>', () => {
  before(() => signIn('secretaria'));

  it("shows the parish's celebrations as a list; one opens with its community", async () => {
    const element = mount('sacra-agenda');
    await findRole(element, 'heading', 'Agenda');
    await clickButton(element, 'Lista');
    // The Matriz's Saturday evening Mass, every week of the demo.
    await clickButton(element, /Missa vespertina/);
    const dialog = await findRole(element, 'dialog', 'Missa vespertina');
    await findText(dialog, /Matriz São José/);
  });

  it('creates a one-off event, then goes back to the calendar', async () => {
    const element = mount('sacra-agenda', { view: 'evento-new' });
    await fillField(element, 'Título', 'Retiro do elemento');
    await fillField(element, 'Início', `${tomorrow}T10:00`);
    await fillField(element, 'Fim', `${tomorrow}T12:00`);
    await clickButton(element, 'Salvar');
    await findText(element, 'Evento cadastrado.');
    await navigatedTo('/agenda');
  });
});
