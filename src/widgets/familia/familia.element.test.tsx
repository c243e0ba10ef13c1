import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount } from '../../core/testing/element-test-kit';
import { allByRole, findItem, findRole, findText, readText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-familia>', () => {
  before(() => signIn('responsavel'));

  it("shows the guardian's child with the class, its notice and the encounters, an absence with 'Justificar falta'", async () => {
    const element = mount('sacra-familia');
    await findRole(element, 'heading', /Turma São Tarcísio$/);
    await findText(element, 'Avisos da turma');
    await findItem(element, 'Ensaio da Primeira Eucaristia');
    const absence = await findItem(element, /Ausente/);
    assertEqual(allByRole(absence, 'button', /^Justificar falta: /).length, 1, `the absence's button (${readText(absence)})`);
    const present = await findItem(element, /Presente/);
    assertEqual(allByRole(present, 'button', /^Justificar falta: /).length, 0, 'no button on a day present');
  });
});
