import { PETICAO_TIPOS, type PeticaoTipo, type PeticaoTipoConfig, type TipoItem } from '../../shared/schemas/diocese';
import type { Db } from '../db/types';

const item = (chave: string, rotulo: string, obrigatorio = true): TipoItem => ({ chave, rotulo, obrigatorio });

/**
 * The petition types a diocese starts with (issue 33's list): each type's fields, documents and expected answer time.
 * A diocese changes them by rows of peticao_tipos (a type it has no row for keeps these).
 */
const PADRAO: Record<PeticaoTipo, Omit<PeticaoTipoConfig, 'tipo' | 'nome'>> = {
  retificacao: {
    prazo_dias: 30,
    campos: [item('campo', 'Campo a retificar'), item('valor_correto', 'Como deve constar')],
    documentos: [item('comprovante', 'Documento que comprova a correção (certidão civil, RG)')],
  },
  dispensa: {
    prazo_dias: 15,
    campos: [item('noivos', 'Nomes dos noivos'), item('impedimento', 'Impedimento a dispensar'), item('data_prevista', 'Data prevista do casamento', false)],
    documentos: [item('processo', 'Processo matrimonial (habilitação)', false)],
  },
  licenca: {
    prazo_dias: 15,
    campos: [item('noivos', 'Nomes dos noivos'), item('motivo', 'Motivo da licença'), item('data_prevista', 'Data prevista do casamento', false)],
    documentos: [],
  },
  obra: {
    prazo_dias: 45,
    campos: [item('descricao', 'Descrição da obra'), item('local', 'Local'), item('valor_estimado', 'Valor estimado')],
    documentos: [item('projeto', 'Projeto'), item('orcamento', 'Orçamento'), item('ata_cae', 'Ata do Conselho de Assuntos Econômicos', false)],
  },
  alienacao: {
    prazo_dias: 60,
    campos: [item('bem', 'Bem a alienar'), item('valor', 'Valor de avaliação'), item('motivo', 'Motivo')],
    documentos: [item('avaliacao', 'Laudo de avaliação'), item('ata_cae', 'Ata do Conselho de Assuntos Econômicos')],
  },
  provisao: {
    prazo_dias: 30,
    campos: [item('nome', 'Nome da pessoa'), item('oficio', 'Ofício ou função')],
    documentos: [],
  },
  outro: { prazo_dias: 30, campos: [], documentos: [] },
};

/** The diocese's petition types, in the list's order (only active ones when `ativos`). */
export async function peticaoTipos(db: Db, dioceseId: number, { ativos = false } = {}): Promise<PeticaoTipoConfig[]> {
  const { rows } = await db.query<PeticaoTipoConfig & { ativo: boolean }>(
    'SELECT tipo, nome, prazo_dias, campos, documentos, ativo FROM peticao_tipos WHERE diocese_id = $1',
    [dioceseId],
  );
  const own = new Map(rows.map((r) => [r.tipo, r]));
  return (Object.keys(PETICAO_TIPOS) as PeticaoTipo[])
    .map((tipo) => ({ ...{ tipo, nome: PETICAO_TIPOS[tipo], ...PADRAO[tipo], ativo: true }, ...own.get(tipo) }))
    .filter((t) => !ativos || t.ativo)
    .map(({ ativo: _ativo, ...t }) => t);
}
