import { signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, nextEvent } from '../../core/testing/element-test-kit';
import { click, clickButton, fillField, findField, findRow, findText, readText } from '../../core/testing/screen-queries';
import './index';

// A campaign the demo parish runs whatever the day the seed ran (the others are named by their year).
const SEEDED_CAMPAIGN = 'Reforma da Capela Santa Luzia';

describe('<sacra-campaigns>', () => {
  before(() => signIn('tesoureiro'));

  it('lists the campaigns with goal and public flag; a row opens its edit form', async () => {
    const element = mount('sacra-campaigns');
    await findText(element, 'Campanhas');
    const row = await findRow(element, SEEDED_CAMPAIGN);
    assertEqual(readText(row).includes('R$ 80.000,00'), true, `the goal in the row (${readText(row)})`);
    assertEqual(readText(row).includes('Sim'), true, 'public');
    await click(row, `Editar ${SEEDED_CAMPAIGN}`, 'link');
    await navigatedTo(/^\/dizimo\/campanhas\/\d+\/editar$/);
  });

  it('creates a campaign, then edits it: saved with its id, created and then not', async () => {
    const form = mount('sacra-campaigns', { view: 'new' });
    await findText(form, 'Nova campanha');
    await fillField(form, 'Nome', 'Campanha do elemento');
    await fillField(form, 'Início', '2026-05-01');
    const created = nextEvent(form, 'sacra-campaigns-campaign-saved');
    await clickButton(form, 'Salvar');
    const { id, created: isNew } = await created;
    assertEqual(isNew, true, 'created');
    await findText(form, 'Campanha criada com sucesso.');
    await navigatedTo('/dizimo/campanhas');

    const edit = mount('sacra-campaigns', { view: 'edit', 'campaign-id': id });
    const name = await findField(edit, 'Nome');
    await findText(edit, 'Editar campanha');
    assertEqual(name.value, 'Campanha do elemento', 'the name, read from the portal');
    await fillField(edit, 'Nome', 'Campanha do elemento (revista)');
    const updated = nextEvent(edit, 'sacra-campaigns-campaign-saved');
    await clickButton(edit, 'Salvar');
    assertEqual(JSON.stringify(await updated), JSON.stringify({ id, created: false }), 'the update');
    await findText(edit, 'Campanha atualizada.');
  });
});
