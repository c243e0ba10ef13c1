import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, waitFor } from '../../core/testing/element-test-kit';
import { click, clickButton, fillField, findItem, findRole, findText, readText, withText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-reminders>', () => {
  before(() => signIn('secretaria'));

  it("shows the user's active reminders, and the completed ones on their tab", async () => {
    const element = mount('sacra-reminders');
    const item = await findItem(element, 'Conferir o livro de batismos');
    assertEqual(readText(item).includes('Semanalmente'), true, 'the repetition');
    await click(element, 'Concluídos', 'tab');
    await findItem(element, 'Encomendar velas para a Páscoa');
  });

  it('creates a reminder, then completes it', async () => {
    const element = mount('sacra-reminders');
    await clickButton(element, 'Novo lembrete');
    const form = await findRole(element, 'dialog', 'Novo lembrete');
    await fillField(form, 'Descrição', 'Levar as velas (teste de elemento)');
    await fillField(form, 'Data e hora', '2030-05-10T09:30');
    await clickButton(form, 'Salvar');
    await findText(element, 'Lembrete criado.');
    const item = await findItem(element, 'Levar as velas (teste de elemento)');
    assertEqual(readText(item).includes('10/05/2030, 09:30'), true, `the day and time (${readText(item)})`);

    await clickButton(item, 'Concluir');
    await findText(element, 'Lembrete concluído.');
    await waitFor(() => !withText(element, 'listitem', 'Levar as velas (teste de elemento)'), 'the reminder off the active tab');
  });
});
