import { assertEqual, describe, it, mount } from '../../core/testing/element-test-kit';
import { allByRole, findRole, findText, readText } from '../../core/testing/screen-queries';
import './index';

describe('<sacra-escala> (public, through `api`)', () => {
  it("shows the next weeks' published rosters, with first names or initials as each ministry chose", async () => {
    const element = mount('sacra-escala', { paroquia: 1, api: location.origin });
    await findRole(element, 'heading', 'Escala');
    await findText(element, 'Acólitos e Coroinhas');
    await findText(element, 'Cerimoniário');
    const text = readText(element.shadowRoot!);
    // The readers show initials ('R. P.'), never a whole name.
    assertEqual(/\b[A-ZÀ-Ú]\. [A-ZÀ-Ú]\./.test(text), true, 'initials of a reader');
    assertEqual(text.includes('Lucas Henrique Oliveira'), false, 'no full name');
    assertEqual(text.includes('Música'), false, 'nothing of a ministry kept private');
    assertEqual(allByRole(element, 'listitem').length > 0, true, 'celebrations listed');
  });

  it('shows one ministry with `ministerio`', async () => {
    const ministerios = (await (await fetch('/api/public/paroquias/1/escalas')).json()) as { data: { ministerio_id: number; ministerio_nome: string }[] };
    const acolitos = ministerios.data.find((c) => c.ministerio_nome.startsWith('Acólitos'))!.ministerio_id;
    const element = mount('sacra-escala', { paroquia: 1, ministerio: acolitos, api: location.origin });
    await findText(element, 'Cerimoniário');
    assertEqual(readText(element.shadowRoot!).includes('1ª leitura'), false, "no reader's position");
  });

  it("says 'Paróquia não encontrada.' for a parish the portal does not have", async () => {
    const element = mount('sacra-escala', { paroquia: 999_999, api: location.origin });
    await findText(element, 'Paróquia não encontrada.');
  });
});
