import { dayIn, DEFAULT_TIME_ZONE } from '../../../shared/time-zone';
import type { PeticaoBody } from '../../../shared/schemas/diocese';
import { dioceseHead, issueDecreto } from '../../diocese/decretos';
import { addEvento, findPeticao, insertPeticao, setEstado } from '../../diocese/peticoes-repository';
import type { Actor } from '../../lgpd/access-log';
import type { Db } from '../types';
import type { CoreSeed } from './core';

/** Where the demo's decree QR points (the portal's default address; PUBLIC_URL when set). */
const DEMO_PORTAL = process.env.PUBLIC_URL?.replace(/\/+$/, '') ?? 'http://localhost:8080';

/**
 * The demo's diocese holding both demo parishes, its chancellor, and petitions in each state: São José's works
 * authorisation under study and a licence just received, its rectification waiting on the parish for a document, and
 * Aparecida's appointment granted by decree (a code to verify).
 */
export async function seedDiocese(tx: Db, core: CoreSeed): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO dioceses (nome, cidade, uf, endereco, bispo_nome, chanceler_nome, chanceler_titulo)
     VALUES ('Arquidiocese de Campinas', 'Campinas', 'SP', 'Rua Irmã Serafina, 88 - Centro', 'Dom João Inácio Müller', 'Pe. Ricardo Menezes Fontes', 'Chanceler do Arcebispado')
     RETURNING id`,
  );
  const dioceseId = rows[0].id;
  await tx.query('UPDATE paroquias SET diocese_id = $1 WHERE id = ANY($2::int[])', [dioceseId, [core.parishes.saoJose.id, core.parishes.aparecida.id]]);
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  const ano = Number(today.slice(0, 4));
  const at = (daysAgo: number) => new Date(core.now.getTime() - daysAgo * 86_400_000);
  const actor = (user: string, name: string, daysAgo: number): Actor => ({
    paroquiaId: core.users[user].paroquiaId,
    userId: core.users[user].id,
    userName: name,
    ip: null,
    at: at(daysAgo),
  });
  const secretaria = (d: number) => actor('secretaria', 'Maria Aparecida Souza', d);
  const outra = (d: number) => actor('outra', 'Francisca Lopes Cardoso', d);
  const chancelaria = (d: number) => actor('chancelaria', 'Pe. Ricardo Menezes Fontes', d);
  const prazo = (d: number, dias: number) => new Date(at(d).getTime() + dias * 86_400_000).toISOString().slice(0, 10);
  const file = async (body: Omit<PeticaoBody, 'campos'> & { campos: Record<string, string> }, who: Actor, dias: number) =>
    (await insertPeticao(tx, dioceseId, body, prazo((core.now.getTime() - who.at.getTime()) / 86_400_000, dias), ano, who)).id;

  const obra = await file(
    {
      tipo: 'obra',
      assunto: 'Reforma do telhado da Capela Santa Rita',
      texto: 'Pedimos autorização para a reforma do telhado da capela, com recursos da campanha deste ano.',
      campos: { descricao: 'Troca de telhas e madeiramento', local: 'Capela Santa Rita', valor_estimado: 'R$ 48.000,00' },
    },
    secretaria(12),
    45,
  );
  await setEstado(tx, obra, 'em_analise', at(9));
  await addEvento(tx, obra, { estado: 'em_analise', texto: 'Projeto encaminhado à Comissão de Obras.', lado: 'curia' }, chancelaria(9));

  const { rows: baptism } = await tx.query<{ id: number; nome: string }>(
    "SELECT id, nome FROM sacramental_records WHERE paroquia_id = $1 AND kind = 'batismo' AND annulled_at IS NULL ORDER BY id LIMIT 1",
    [core.parishes.saoJose.id],
  );
  if (baptism[0]) {
    const retificacao = await file(
      {
        tipo: 'retificacao',
        assunto: `Retificação do batismo de ${baptism[0].nome}`,
        texto: 'O nome da mãe foi lançado com erro de grafia; a certidão civil traz a forma correta.',
        campos: { campo: 'mae', valor_correto: 'Maria José de Souza Arruda' },
        registro_id: baptism[0].id,
      },
      secretaria(6),
      30,
    );
    await setEstado(tx, retificacao, 'pendente_paroquia', at(4));
    await addEvento(tx, retificacao, { estado: 'pendente_paroquia', texto: 'Envie a certidão civil de nascimento.', lado: 'curia' }, chancelaria(4));
  }

  await file(
    {
      tipo: 'licenca',
      assunto: 'Licença para casamento fora da paróquia dos noivos',
      texto: 'Os noivos residem em outra diocese e pedem para casar na Matriz.',
      campos: { noivos: 'Tiago Leme e Camila Guedes', motivo: 'Família da noiva reside na paróquia' },
    },
    secretaria(1),
    15,
  );

  const provisao = await file(
    {
      tipo: 'provisao',
      assunto: 'Provisão de ministra extraordinária da comunhão',
      texto: 'Apresentamos a paroquiana para a provisão de ministra extraordinária da Sagrada Comunhão.',
      campos: { nome: 'Lúcia Helena Prado', oficio: 'Ministra extraordinária da Sagrada Comunhão' },
    },
    outra(20),
    30,
  );
  const head = await dioceseHead(tx, dioceseId);
  const peticao = await findPeticao(tx, { dioceseId }, provisao);
  if (head && peticao) {
    const texto = 'Concede-se a provisão pelo período de dois anos, renovável.';
    const decreto = await issueDecreto(
      tx,
      core.storage,
      { dioceseId, head, peticao, decisao: 'deferido', texto, today: dayIn(DEFAULT_TIME_ZONE, at(3)), portal: DEMO_PORTAL },
      chancelaria(3),
    );
    await setEstado(tx, provisao, 'deferido', at(3));
    await addEvento(tx, provisao, { estado: 'deferido', texto, lado: 'curia', decretoId: decreto }, chancelaria(3));
  }
}
