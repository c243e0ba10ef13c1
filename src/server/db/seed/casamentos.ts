import { CasamentoBody, CHECKLIST_PADRAO, ENTREVISTA_PERGUNTAS, PedidoBody } from '../../../shared/schemas/casamentos';
import type { BatismoBody } from '../../../shared/schemas/sacramentos';
import { addDays, addMonths } from '../../../shared/plain-date';
import { DEFAULT_TIME_ZONE, dayIn } from '../../../shared/time-zone';
import { holdSlot } from '../../casamentos/agenda-slot';
import { publishBanns } from '../../casamentos/banns';
import { celebrate } from '../../casamentos/celebrate';
import { FILE_KIND } from '../../casamentos/context';
import { insertDocumento } from '../../casamentos/documentos-repository';
import { saveEntrevista } from '../../casamentos/entrevista-repository';
import { findCasamento, insertCasamento, setEstado, type CasamentoRow } from '../../casamentos/repository';
import type { Actor } from '../../lgpd/access-log';
import { insertPedido } from '../../pedidos/repository';
import { columnsOf, insertRecord } from '../../sacramentos/repository';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import { textPdf } from './notice-files';

/**
 * São José's marriage files (issue 32), each in another state, all of typed couples (no register the tests use):
 * - Rodrigo and Patrícia, 'documentacao': the wedding in 60 days with documents missing (the deadline's warning),
 *   Patrícia baptised in another church (the licence for a mixed marriage, not granted yet);
 * - Thiago and Larissa, 'proclamas': banns published here and in Aparecida, where Larissa was baptised; the
 *   interview recorded by the pároco; her baptism certificate asked of Aparecida (pending in its /pedidos);
 * - Eduardo and Camila, 'arquivado': celebrated three weeks ago through the books' engine; Camila's note waits in
 *   Aparecida's office (pending), Eduardo's is a letter to a parish outside the portal, still to be sent.
 */
export async function seedCasamentos(tx: Db, core: CoreSeed): Promise<void> {
  const sj = core.parishes.saoJose;
  const apId = core.parishes.aparecida.id;
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  const actor = (user: string, userName: string, at = core.now): Actor => ({
    paroquiaId: core.users[user].paroquiaId,
    userId: core.users[user].id,
    userName,
    ip: null,
    at,
  });
  const secretaria = actor('secretaria', 'Maria Aparecida Souza');
  const church = sj.communityIds[0];

  // Aparecida's book: the two brides' baptisms, so its office can answer the request and confirm the note.
  const aparecida = actor('outra', 'Francisca Lopes Cardoso');
  const baptise = async (nome: string, nascimento: string, data: string, pai: string, mae: string) => {
    const body: BatismoBody = {
      nome,
      nascimento,
      data,
      pai,
      mae,
      padrinho: 'Otávio Menezes Lobo',
      madrinha: 'Rosa Maria Quaresma',
      local_nascimento: 'Campinas/SP',
    };
    await insertRecord(
      tx,
      apId,
      'batismo',
      columnsOf('batismo', { ...body, celebrante: 'Pe. Sérgio Valente', local: 'Matriz Nossa Senhora Aparecida' }, new Map()),
      null,
      aparecida,
    );
  };
  await baptise('Larissa Fontes Miranda', '1999-06-02', '1999-08-15', 'Wagner Miranda', 'Sônia Fontes Miranda');
  await baptise('Camila Rezende Duarte', '1996-03-11', '1996-05-19', 'Júlio César Duarte', 'Vera Lúcia Rezende');

  const open = async (raw: unknown, hold: boolean, who = secretaria): Promise<CasamentoRow> => {
    const body = CasamentoBody.parse(raw);
    const evento =
      hold && body.data_prevista && body.hora_prevista && body.ent_id
        ? await holdSlot(
            tx,
            sj.id,
            { data: body.data_prevista, hora: body.hora_prevista, ent_id: body.ent_id, titulo: `Casamento: ${body.conjuge1.nome} e ${body.conjuge2.nome}` },
            null,
          )
        : null;
    const id = await insertCasamento(tx, who, body, { body: body.conjuge1, register: null }, { body: body.conjuge2, register: null }, evento);
    return (await findCasamento(tx, sj.id, id))!;
  };
  /** Items delivered as scanned PDFs; the baptism certificate typed as issued `emitido` (outside the portal). */
  const deliver = async (file: CasamentoRow, conjuge: 1 | 2, chaves: string[], emitido: string, who = secretaria) => {
    for (const item of CHECKLIST_PADRAO.filter((i) => chaves.includes(i.chave))) {
      const arquivo = await core.storage.put(FILE_KIND, textPdf(item.nome, [`Cópia digitalizada (demonstração), ${conjuge}º cônjuge.`]), 'pdf');
      const validity = item.validade_meses
        ? { emitido_em: emitido, valido_ate: addMonths(emitido, item.validade_meses) }
        : { emitido_em: null, valido_ate: null };
      await insertDocumento(
        tx,
        sj.id,
        file.id,
        { conjuge, item: item.chave, arquivo, arquivo_nome: `${item.chave}.pdf`, codigo: null, ...validity, origem: null, observacao: null },
        who,
      );
    }
  };
  const all = CHECKLIST_PADRAO.map((i) => i.chave);
  const sundaysBefore = (day: string) => {
    const last = addDays(day, -(new Date(`${day}T12:00:00Z`).getUTCDay() || 7));
    return [addDays(last, -14), addDays(last, -7), last];
  };

  // Documentação: a mixed marriage, 60 days away, half the documents in.
  const a = await open(
    {
      conjuge1: {
        nome: 'Rodrigo Nascimento Viana',
        nascimento: '1994-02-17',
        pai: 'Haroldo Viana',
        mae: 'Cecília Nascimento',
        paroquia_batismo: 'Paróquia Santo Antônio, Campinas/SP',
        data_batismo: '1994-05-08',
      },
      conjuge2: {
        nome: 'Patrícia Gomes Siqueira',
        nascimento: '1996-09-30',
        pai: 'Ronaldo Siqueira',
        mae: 'Eliane Gomes',
        religiao: 'outra_crista',
        paroquia_residencia: 'Paróquia São José',
      },
      data_prevista: addDays(today, 60),
      hora_prevista: '11:00',
      ent_id: church,
      testemunha1: 'Fábio Moreira Campos',
      testemunha2: 'Simone Araújo Leal',
      celebrante: 'Pe. Antônio Ribeiro',
    },
    true,
  );
  await deliver(a, 1, ['identidade', 'cpf', 'residencia'], today);
  await deliver(a, 2, ['identidade', 'cpf'], today);
  await setEstado(tx, sj.id, a.id, 'documentacao', core.now);

  // Proclamas: Larissa baptised in Aparecida; banns read there too; her certificate asked of its office.
  const b = await open(
    {
      conjuge1: {
        nome: 'Thiago Henrique Bastos',
        nascimento: '1997-11-04',
        pai: 'Everaldo Bastos',
        mae: 'Luzia Henrique',
        paroquia_batismo: 'Paróquia São José, Campinas/SP',
        data_batismo: '1998-01-25',
      },
      conjuge2: {
        nome: 'Larissa Fontes Miranda',
        nascimento: '1999-06-02',
        pai: 'Wagner Miranda',
        mae: 'Sônia Fontes Miranda',
        paroquia_batismo_id: apId,
        data_batismo: '1999-08-15',
      },
      data_prevista: addDays(today, 100),
      hora_prevista: '16:00',
      ent_id: church,
      testemunha1: 'Marcelo Tavares Luz',
      testemunha2: 'Débora Cristina Paiva',
      celebrante: 'Pe. Antônio Ribeiro',
    },
    true,
  );
  await deliver(b, 1, all, addDays(today, -30));
  await deliver(
    b,
    2,
    all.filter((k) => k !== 'batismo' && k !== 'crisma'),
    today,
  );
  const pe = actor('admin', 'Pe. Antônio Ribeiro');
  await saveEntrevista(tx, pe, b.id, ENTREVISTA_PERGUNTAS, {
    data: addDays(today, -7),
    conjuge1: { liberdade: 'Sim, por livre vontade.', vinculo: 'Nenhum.', religiao: 'Católico, batizado na Paróquia São José.', deveres: 'Conhece e aceita.' },
    conjuge2: { liberdade: 'Sim.', vinculo: 'Nenhum.', religiao: 'Católica, batizada na Paróquia Nossa Senhora Aparecida.', deveres: 'Conhece e aceita.' },
  });
  await publishBanns(tx, secretaria, b, sundaysBefore(addDays(today, 20)));
  await insertPedido(
    tx,
    secretaria,
    PedidoBody.parse({
      paroquia_id: apId,
      tipo: 'certidao',
      sacramento: 'batismo',
      nome: 'Larissa Fontes Miranda',
      data: '1999-08-15',
      pai: 'Wagner Miranda',
      mae: 'Sônia Fontes Miranda',
      processo_id: b.id,
      conjuge: 2,
      mensagem: 'Para o processo de habilitação matrimonial.',
    }),
  );

  // Arquivado: celebrated three weeks ago; the notices went out with the entry.
  const wedding = addDays(today, -21);
  const before = { ...secretaria, at: new Date(core.now.getTime() - 70 * 86_400_000) };
  const c = await open(
    {
      conjuge1: {
        nome: 'Eduardo Lacerda Pimentel',
        nascimento: '1993-07-21',
        pai: 'Nelson Pimentel',
        mae: 'Aurora Lacerda',
        paroquia_batismo: 'Paróquia Santa Cruz, Valinhos/SP',
        data_batismo: '1993-10-03',
      },
      conjuge2: {
        nome: 'Camila Rezende Duarte',
        nascimento: '1996-03-11',
        pai: 'Júlio César Duarte',
        mae: 'Vera Lúcia Rezende',
        paroquia_batismo_id: apId,
        data_batismo: '1996-05-19',
      },
      data_prevista: wedding,
      hora_prevista: '10:00',
      ent_id: church,
      testemunha1: 'Renato Sales Figueira',
      testemunha2: 'Priscila Andrade Mota',
      celebrante: 'Pe. Antônio Ribeiro',
    },
    false,
    before,
  );
  await deliver(c, 1, all, addDays(today, -80), before);
  await deliver(c, 2, all, addDays(today, -80), before);
  await publishBanns(tx, { ...secretaria, at: new Date(core.now.getTime() - 50 * 86_400_000) }, c, sundaysBefore(addDays(wedding, -7)));
  await setEstado(tx, sj.id, c.id, 'habilitado', core.now);
  await celebrate(tx, secretaria, (await findCasamento(tx, sj.id, c.id))!, wedding, today);
}
