import { call, signIn } from '../../core/testing/portal-session';
import { assertEqual, before, describe, it, mount, navigatedTo, waitFor } from '../../core/testing/element-test-kit';
import { allByRole, clickButton, fillField, findRole, findText, readText } from '../../core/testing/screen-queries';
import './index';

interface Baptism {
  id: number;
  register_id: number | null;
  nome: string;
  livro: number;
  folha: number;
  termo: number;
  certidoes?: Array<{ codigo: string }>;
}

/**
 * The baptism the demo issued a certificate for (src/server/db/seed/sacramentos.ts: one of the old book's
 * entries of a person of the registers), asked of the portal by the office: its code is drawn by the seed.
 */
async function seededCertificate(): Promise<{ code: string; record: Baptism }> {
  await signIn('secretaria');
  const { data } = await call<{ data: Baptism[] }>('GET', '/api/sacramentos/batismo?limit=100');
  for (const { id } of data.filter((r) => r.register_id !== null)) {
    const { data: record } = await call<{ data: Baptism }>('GET', `/api/sacramentos/batismo/${id}`);
    if (record.certidoes?.length) return { code: record.certidoes[0].codigo, record };
  }
  throw new Error('the demo has no certificate');
}

interface Participante {
  id: number;
  nome: string;
  certificado: { codigo: string; valido_ate: string } | null;
}

/** A course certificate: the first participant of the demo's first course session, marked present by the office. */
async function courseCertificate() {
  await signIn('secretaria');
  const { data: cursos } = await call<{ data: Array<{ id: number; data: string }> }>('GET', '/api/batismo/cursos');
  const curso = cursos[0];
  const { data } = await call<{ data: { participantes: Participante[] } }>('GET', `/api/batismo/cursos/${curso.id}`);
  const { id } = data.participantes[0];
  const saved = await call<{ data: { participantes: Participante[] } }>('PUT', `/api/batismo/cursos/${curso.id}/presencas`, {
    presencas: [{ participante_id: id, presente: true }],
  });
  const participante = saved.data.participantes.find((p) => p.id === id)!;
  return { curso, participante, certificado: participante.certificado! };
}
const printed = (iso: string) => iso.split('-').reverse().join('/');

describe('<sacra-certidao> (public)', () => {
  let seeded: { code: string; record: Baptism };
  before(async () => {
    seeded = await seededCertificate();
  });

  it('verifies the code of its attribute: valid, the parish, the name and the entry as printed', async () => {
    const element = mount('sacra-certidao', { codigo: seeded.code });
    const result = await waitFor(() => allByRole(element, 'status').find((status) => readText(status).startsWith('Certidão válida')), 'the verdict');
    const text = readText(result);
    for (const part of [
      seeded.code,
      'Paróquia São José',
      'Batismo',
      seeded.record.nome,
      `Livro ${seeded.record.livro}, folha ${seeded.record.folha}, termo ${seeded.record.termo}`,
    ])
      assertEqual(text.includes(part), true, `'${part}' in the result`);
  });

  it('asks to open the printed form of a code typed from the paper (no dashes, lower case)', async () => {
    const element = mount('sacra-certidao');
    await fillField(element, 'Código de verificação', seeded.code.replaceAll('-', '').toLowerCase());
    await clickButton(element, 'Verificar');
    await navigatedTo(`/certidoes/${seeded.code}`);
  });

  it('says a code the portal does not know was not found', async () => {
    const element = mount('sacra-certidao', { codigo: 'AAAA-BBBB-CCCC-DDDD' });
    await findText(element, 'Certidão não encontrada. Confira o código.');
  });

  it('with documento="curso", verifies a course certificate: valid, the name, the parish, the course day and until when', async () => {
    const { curso, participante, certificado } = await courseCertificate();
    const element = mount('sacra-certidao', { documento: 'curso', codigo: certificado.codigo });
    await findRole(element, 'heading', 'Verificação de certificado do curso');
    const result = await waitFor(() => allByRole(element, 'status').find((status) => readText(status).startsWith('Certificado válido')), 'the verdict');
    const text = readText(result);
    for (const part of [certificado.codigo, participante.nome, 'Paróquia São José', printed(curso.data), printed(certificado.valido_ate)])
      assertEqual(text.includes(part), true, `'${part}' in the result`);
    // Typed from the paper, it opens the course certificates' page; a code no certificate has is answered as a certificate's.
    await fillField(element, 'Código de verificação', certificado.codigo.replaceAll('-', '').toLowerCase());
    await clickButton(element, 'Verificar');
    await navigatedTo(`/certificados-curso/${certificado.codigo}`);
    const unknown = mount('sacra-certidao', { documento: 'curso', codigo: 'AAAA-BBBB-CCCC-DDDD' });
    await findText(unknown, 'Certidão não encontrada. Confira o código.');
  });
});
