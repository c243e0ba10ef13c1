import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount } from '../../core/testing/element-test-kit';
import { clickButton, fillField, findField, findRow, findText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-parish> (the profile)', () => {
  before(() => signIn('secretaria'));

  it("shows the parish's data from the portal, refuses a wrong CNPJ under its field and saves", async () => {
    const element = mount('sacra-parish');
    const name = await findField(element, 'Nome da paróquia');
    assertEqual(name.value, 'Paróquia São José', 'the name');
    assertEqual((await findField(element, 'Pároco')).value, 'Pe. Antônio Ribeiro', 'the pároco');
    const cnpj = (await findField(element, 'CNPJ')).value;

    await fillField(element, 'CNPJ', '12.345.678/0001-00');
    await clickButton(element, 'Salvar');
    await findText(element, 'CNPJ inválido. Informe os 14 dígitos de um CNPJ válido.');
    await fillField(element, 'CNPJ', cnpj);
    await clickButton(element, 'Salvar');
    await findText(element, 'Dados da paróquia salvos.');
  });
});

describe('<sacra-parish view="parishes">', () => {
  before(() => signIn('admin'));

  it("lists the instance's parishes, the administrator's own marked", async () => {
    const element = mount('sacra-parish', { view: 'parishes' });
    await findRow(element, 'Paróquia Nossa Senhora Aparecida');
    const home = await findRow(element, 'Paróquia São José');
    await findText(home, 'Atual');
  });
});
