import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo } from '../../core/testing/element-test-kit';
import { allByRole, chooseFiles, click, clickButton, fillField, findField, findItem, findRole, findText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-buckets>', () => {
  before(() => signIn('acolito'));

  it("shows the user's buckets as cards with their usage; a card opens its bucket", async () => {
    const element = mount('sacra-buckets');
    const card = await findRole(element, 'article', 'Escalas dos acólitos');
    const usage = await findRole(card, 'progressbar');
    assertEqual(/^[\d,]+ KB de 1GB \(/.test(usage.getAttribute('aria-valuetext') ?? ''), true, `the usage (${usage.getAttribute('aria-valuetext')})`);
    await click(card, 'Escalas dos acólitos', 'link');
    await navigatedTo(/^\/buckets\/[\w-]{22}$/);
  });

  it('creates a bucket through the wizard, uploads a file to it, and deletes the bucket', async () => {
    const wizard = mount('sacra-buckets', { view: 'new' });
    await fillField(wizard, 'Nome do bucket', 'Fotos do elemento');
    (await findField(wizard, 'BR-WEST Rio de Janeiro')).click();
    await clickButton(wizard, 'Próximo');
    await findText(wizard, '1GB');
    await clickButton(wizard, 'Próximo');
    await clickButton(wizard, 'Criar bucket');
    const { path } = await navigatedTo(/^\/buckets\/[\w-]{22}$/);

    const bucket = mount('sacra-buckets', { view: 'detail', rand: path.split('/')[2] });
    await findRole(bucket, 'heading', 'Fotos do elemento');
    chooseFiles(await findField(bucket, 'Escolher arquivos'), [new File(['Domingo 9h: Lucas, Pedro\n'], 'escala.txt', { type: 'text/plain' })]);
    const files = await findRole(bucket, 'list', 'Arquivos');
    await findItem(files, 'escala.txt');
    assertEqual(allByRole(files, 'listitem').length, 1, 'one file');

    await clickButton(bucket, 'Excluir bucket');
    await clickButton(await findRole(bucket, 'dialog', 'Excluir bucket'), 'Excluir bucket');
    await navigatedTo('/buckets');
  });
});
