import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount } from '../../core/testing/element-test-kit';
import { chooseFiles, clickButton, findField, findRole, findRow, findText, readText } from '../../core/testing/screen-queries';
import './index';

const FILE = 'pessoas-elemento.csv';
const CSV = [
  '"NOME COMPLETO","Dt. Nasc.","Telefone"',
  '"Zuleica Importada Elemento","1994-07-09","(19) 97654-3210"',
  '"Zoraide Importada Elemento","03/10/1982","19 96543-2109"',
].join('\n');

describe('<sacra-imports>', () => {
  before(() => signIn('secretaria'));

  it('imports a spreadsheet of people step by step, then undoes the import', async () => {
    const element = mount('sacra-imports');
    await findText(element, 'Importar dados');
    await findText(element, 'Nova importação');
    chooseFiles(await findField(element, 'Escolher planilha'), [new File([CSV], FILE, { type: 'text/csv' })]);
    const preview = await findRole(element, 'table', 'Primeiras linhas como serão salvas');
    await findText(preview, 'Zuleica Importada Elemento');

    await clickButton(element, 'Conferir todas as linhas');
    const checked = await findText(element, /Nada foi gravado ainda\./);
    assertEqual(readText(checked.closest('[role="status"]') ?? checked).includes('2 linha(s) válida(s)'), true, 'both lines valid');
    await clickButton(element, 'Importar 2 linha(s)');
    await findText(element, '2 linhas importadas.');
    const row = await findRow(element, FILE);
    await findText(row, 'Importada');

    await clickButton(row, `Desfazer a importação de ${FILE}`);
    await clickButton(await findRole(element, 'dialog', 'Desfazer importação'), 'Desfazer');
    await findText(element, 'Importação desfeita: 2 registros removidos.');
  });
});

describe('<sacra-imports> for the treasurer (role 11)', () => {
  before(() => signIn('tesoureiro'));

  it('offers tithers only, with their templates', async () => {
    const element = mount('sacra-imports');
    const kind = (await findField(element, 'O que importar')) as HTMLSelectElement;
    assertEqual(Array.from(kind.options, (o) => o.text).join(', '), 'Dizimistas', 'the kinds a treasurer may import');
    const template = (await findRole(element, 'link', 'CSV')) as HTMLAnchorElement;
    const answer = await fetch(template.href);
    assertEqual(answer.status, 200, 'the CSV template downloads');
    const header = (await answer.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    assertEqual(header.includes('Nº do carnê'), true, `the tithers' columns in ${header}`);
  });
});
