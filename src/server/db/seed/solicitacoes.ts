import { cpfFromBase } from '../../../shared/cpf';
import { addDays } from '../../../shared/plain-date';
import { CONSENTIMENTO_BATISMO } from '../../../shared/schemas/solicitacoes';
import { DEFAULT_TIME_ZONE, dayIn } from '../../../shared/time-zone';
import { FILE_KIND } from '../../solicitacoes/context';
import { enrol } from '../../solicitacoes/course';
import { certidaoPedida, insertSolicitacao, insertVaga, setEstado, type NewSolicitacao } from '../../solicitacoes/repository';
import type { Db } from '../types';
import type { CoreSeed } from './core';
import { textPdf } from './notice-files';

const DAY_MS = 86_400_000;

/**
 * São José's website requests (issue 34): two baptism dates (10 places, R$ 50,00) and two course sessions
 * (20 places, R$ 30,00) ahead, and requests in different states:
 * - Helena Bastos Rezende, baptism 'novo': course and date chosen, unpaid inside its deadline, her godfather is 15
 *   (the age check fails on the office's page);
 * - Davi Nogueira Pires, baptism 'agendado', paid by hand, nothing missing;
 * - Sofia Andrade Luz, baptism 'documentos_pendentes': a family from Aparecida (the transfer still to ask);
 * - Pedro Henrique Salgado, certificate of baptism 'novo' (for a marriage);
 * - Marta Quintela Braga, certificate 'nao_encontrado', answered with what was searched.
 */
export async function seedSolicitacoes(tx: Db, core: CoreSeed): Promise<void> {
  const sj = core.parishes.saoJose.id;
  const today = dayIn(DEFAULT_TIME_ZONE, core.now);
  const at = core.now;
  await tx.query(
    'INSERT INTO solicitacoes_config (paroquia_id, idade_maxima_anos, exige_casamento_padrinhos, prazo_pagamento_dias, taxa_certidao_centavos) VALUES ($1, 7, false, 3, 2000)',
    [sj],
  );
  const data = (dias: number) => ({ data: addDays(today, dias), hora: '10:00', vagas: 10, taxa_centavos: 5000, local: 'Matriz São José' });
  const curso = (dias: number) => ({ data: addDays(today, dias), hora: '19:30', vagas: 20, taxa_centavos: 3000, local: 'Salão paroquial' });
  const [data1, data2] = [await insertVaga(tx, sj, 'data', data(17), at), await insertVaga(tx, sj, 'data', data(45), at)];
  const [curso1] = [await insertVaga(tx, sj, 'curso', curso(9), at), await insertVaga(tx, sj, 'curso', curso(37), at)];

  const file = async (id: number, campo: 'certidao_nascimento' | 'documento', title: string) => {
    const arquivo = await core.storage.put(FILE_KIND, textPdf(title, ['Cópia digitalizada (demonstração).']), 'pdf');
    await tx.query('INSERT INTO solicitacao_arquivos (solicitacao_id, campo, arquivo, arquivo_nome) VALUES ($1, $2, $3, $4)', [
      id,
      campo,
      arquivo,
      `${campo}.pdf`,
    ]);
  };
  const baptism = async (nome: string, nascimento: string, extra: Record<string, unknown>, s: Partial<NewSolicitacao>) => {
    const dados = {
      crianca_nome: nome,
      crianca_nascimento: nascimento,
      crianca_local_nascimento: 'Campinas/SP',
      pai_nome: `${extra.pai ?? 'Marcelo'} ${nome.split(' ').at(-1)}`,
      pai_cpf: cpfFromBase(String(700000 + nome.length)),
      mae_nome: `${extra.mae ?? 'Juliana'} ${nome.split(' ').at(-1)}`,
      email: `${nome.split(' ')[0].toLowerCase()}.familia@example.com`,
      endereco: 'Rua Barão de Jaguara, 200 - Centro',
      reside_na_paroquia: true,
      padrinho_nome: 'Vítor Amaral Dias',
      padrinho_cpf: cpfFromBase(String(710000 + nome.length)),
      padrinho_nascimento: '1988-02-10',
      padrinho_crismado: true,
      padrinho_casado_igreja: true,
      madrinha_nome: 'Beatriz Fontes Lima',
      madrinha_cpf: cpfFromBase(String(720000 + nome.length)),
      madrinha_nascimento: '1991-07-22',
      madrinha_crismado: true,
      madrinha_casado_igreja: false,
      ...extra,
    };
    const { id } = await insertSolicitacao(
      tx,
      sj,
      {
        tipo: 'batismo',
        nome,
        requerente: dados.mae_nome,
        email: dados.email,
        telefone: '19988887777',
        cpfs: [dados.pai_cpf, dados.padrinho_cpf, dados.madrinha_cpf],
        dados,
        consentimento: CONSENTIMENTO_BATISMO,
        data_id: null,
        curso_id: null,
        valor_centavos: 0,
        prazo_pagamento: null,
        ...s,
      },
      at,
    );
    await file(id, 'certidao_nascimento', `Certidão de nascimento — ${nome}`);
    return { id, dados };
  };

  const helena = await baptism(
    'Helena Bastos Rezende',
    addDays(today, -150),
    { padrinho_nascimento: addDays(today, -15 * 365), padrinho_nome: 'Caio Rezende Bastos' },
    { data_id: data1, curso_id: curso1, valor_centavos: 8000, prazo_pagamento: new Date(at.getTime() + 3 * DAY_MS) },
  );
  await enrol(tx, sj, curso1, helena.id, [
    { papel: 'pai', nome: String(helena.dados.pai_nome), cpf: String(helena.dados.pai_cpf) },
    { papel: 'mae', nome: String(helena.dados.mae_nome), cpf: null },
    { papel: 'padrinho', nome: 'Caio Rezende Bastos', cpf: String(helena.dados.padrinho_cpf) },
  ]);
  const davi = await baptism(
    'Davi Nogueira Pires',
    addDays(today, -320),
    {},
    { data_id: data2, curso_id: curso1, valor_centavos: 8000, prazo_pagamento: new Date(at.getTime() + 3 * DAY_MS) },
  );
  await tx.query("UPDATE solicitacoes SET pago_em = $2, pago_por = 'Maria Aparecida Souza' WHERE id = $1", [davi.id, at]);
  await enrol(tx, sj, curso1, davi.id, [{ papel: 'pai', nome: String(davi.dados.pai_nome), cpf: String(davi.dados.pai_cpf) }]);
  await setEstado(tx, davi.id, 'agendado', at);
  const sofia = await baptism(
    'Sofia Andrade Luz',
    addDays(today, -90),
    {
      reside_na_paroquia: false,
      paroquia_familia: 'Paróquia Nossa Senhora Aparecida',
      paroquia_familia_id: core.parishes.aparecida.id,
    },
    {},
  );
  await setEstado(tx, sofia.id, 'documentos_pendentes', at);

  const certificate = async (nome: string, extra: Record<string, unknown>) => {
    const dados = {
      sacramento: 'batismo',
      relacao: 'proprio',
      requerente_nome: nome,
      requerente_cpf: cpfFromBase(String(730000 + nome.length)),
      email: `${nome.split(' ')[0].toLowerCase()}.certidao@example.com`,
      finalidade: 'casamento',
      nome,
      retirada: 'download',
      ...extra,
    };
    const { id } = await insertSolicitacao(tx, sj, certidaoPedida(dados), at);
    await file(id, 'documento', `Documento de identidade — ${nome}`);
    return id;
  };
  await certificate('Pedro Henrique Salgado', { nascimento: '1996-03-14', data_sacramento: '1996-08-04', pai: 'Sérgio Salgado', mae: 'Lúcia Salgado' });
  const marta = await certificate('Marta Quintela Braga', { nascimento: '1980-11-02', finalidade: 'pessoal' });
  await setEstado(
    tx,
    marta,
    'nao_encontrado',
    at,
    'Não encontramos o registro nos livros da paróquia. Dados procurados: batismo de Marta Quintela Braga, nascido(a) em 02/11/1980.',
  );
}
