import { assertEqual, describe, it, mount } from '../../core/testing/element-test-kit';
import { allByRole, findRole, findText, nameOf, readText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-mass-times> (public, through `api`)', () => {
  it("shows the coming week's Masses by community, the next one called out and the calendar feed", async () => {
    const element = mount('sacra-mass-times', { paroquia: 1, api: location.origin });
    await findText(element, 'Horários de missa');
    const matriz = await findRole(element, 'region', 'Matriz São José');
    assertEqual(/\d{2}h\d{2}|\d{1,2}h/.test(readText(matriz)), true, `times in the Matriz (${readText(matriz).slice(0, 120)})`);
    await findText(element, /^Próxima (missa|celebração)/);
    const feed = await findRole(element, 'link', 'Assinar calendário');
    assertEqual(feed.getAttribute('href')?.endsWith('/api/public/paroquias/1/agenda.ics'), true, `the feed (${feed.getAttribute('href')})`);
  });

  it('shows one community only with `community`, and one day with `days`', async () => {
    const element = mount('sacra-mass-times', { paroquia: 1, community: 1, days: 1, heading: 'Missas de hoje', api: location.origin });
    await findText(element, 'Missas de hoje');
    await findText(element, /^(Hoje, |Nenhuma missa hoje\.)/);
    const communities = allByRole(element, 'region')
      .map(nameOf)
      .filter((name) => name !== 'Missas de hoje');
    assertEqual(
      communities.every((name) => name === 'Matriz São José'),
      true,
      `only the Matriz (${communities.join(', ')})`,
    );
  });

  it("says 'Paróquia não encontrada.' for a parish the portal does not have", async () => {
    const element = mount('sacra-mass-times', { paroquia: 999_999, api: location.origin });
    await findText(element, 'Paróquia não encontrada.');
  });
});
