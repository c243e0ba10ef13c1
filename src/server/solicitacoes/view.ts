import {
  CERTIDAO_SACRAMENTOS,
  SOLICITACAO_ESTADOS,
  solicitacaoCodigo,
  solicitacaoTxid,
  type Acompanhamento,
  type ArquivoCampo,
  type PadrinhoOut,
  type Solicitacao,
  type SolicitacoesConfig,
} from '../../shared/schemas/solicitacoes';
import type { Db } from '../db/types';
import { brCode, loadPix } from '../dizimo/pix-settings';
import { likeContains } from '../search';
import { validCertificate } from './course';
import { mensagensOf, parishName, type SolicitacaoRow } from './repository';
import { baptismRules, paymentRule } from './rules';

type Dados = Record<string, unknown>;
const str = (d: Dados, k: string) => (typeof d[k] === 'string' && d[k] !== '' ? (d[k] as string) : null);
const bool = (d: Dados, k: string) => d[k] === true;

async function horario(db: Db, vagaId: number | null) {
  if (!vagaId) return null;
  const { rows } = await db.query<{ id: number; data: string; hora: string; local: string | null }>(
    "SELECT id, to_char(data, 'YYYY-MM-DD') AS data, to_char(hora, 'HH24:MI') AS hora, local FROM batismo_vagas WHERE id = $1",
    [vagaId],
  );
  return rows[0] ?? null;
}

/** A request's fee is due (a PIX is shown) while unpaid, not cancelled, and for a certificate once issued. */
const feeDue = (r: SolicitacaoRow) =>
  r.valor_centavos > 0 && !r.pago_em && r.estado !== 'cancelado' && (r.tipo === 'batismo' ? r.segura_vaga : ['emitido', 'entregue'].includes(r.estado));
/** The place was freed: an unpaid baptism request past its deadline. */
const freed = (r: SolicitacaoRow) => r.tipo === 'batismo' && !r.segura_vaga && !['cancelado', 'batizado'].includes(r.estado);

async function pixOf(db: Db, r: SolicitacaoRow) {
  if (!feeDue(r)) return null;
  const txid = solicitacaoTxid(r.id);
  const code = brCode(await loadPix(db, r.paroquia_id), txid, r.valor_centavos);
  return code ? { payload: code.payload, txid, valor_centavos: r.valor_centavos } : null;
}

async function padrinhosOf(db: Db, r: SolicitacaoRow, dia: string) {
  const { rows } = await db.query<{ papel: string }>('SELECT papel FROM batismo_participantes WHERE solicitacao_id = $1', [r.id]);
  const noCurso = new Set(rows.map((p) => p.papel));
  const out: Array<PadrinhoOut & { papel: 'padrinho' | 'madrinha'; no_curso: boolean }> = [];
  for (const papel of ['padrinho', 'madrinha'] as const) {
    const nome = str(r.dados, `${papel}_nome`);
    if (!nome) continue;
    const cpf = str(r.dados, `${papel}_cpf`);
    out.push({
      papel,
      nome,
      cpf,
      nascimento: str(r.dados, `${papel}_nascimento`),
      telefone: str(r.dados, `${papel}_telefone`),
      paroquia: str(r.dados, `${papel}_paroquia`),
      crismado: bool(r.dados, `${papel}_crismado`),
      casado_igreja: bool(r.dados, `${papel}_casado_igreja`),
      curso_valido: await validCertificate(db, cpf, dia),
      no_curso: noCurso.has(papel) && r.curso_id !== null,
    });
  }
  return out;
}

const RECORD = `SELECT id, nome, to_char(data, 'YYYY-MM-DD') AS data, livro, folha, termo FROM sacramental_records`;
type RecordRef = { id: number; nome: string; data: string; livro: number; folha: number; termo: number };

/** Entries of the asked book that look like a certificate request: by the name (folded), nearest the dates given first. */
async function suggestions(db: Db, r: SolicitacaoRow): Promise<RecordRef[]> {
  const d = r.dados;
  const day = str(d, 'data_sacramento') ?? str(d, 'nascimento');
  const nome = str(d, 'nome');
  const { rows } = await db.query<RecordRef>(
    `${/* sql-fragment: fixed */ RECORD}
      WHERE paroquia_id = $1 AND kind = $2 AND annulled_at IS NULL
        AND (search_fold(nome) LIKE search_fold($3) OR search_fold(coalesce(nome2, '')) LIKE search_fold($3))
      ORDER BY abs(data - coalesce($4::date, data)), data LIMIT 10`,
    [r.paroquia_id, str(d, 'sacramento'), nome && likeContains(nome), day],
  );
  return rows;
}

/** The office's page of a request: the form's data, the rules checked, the messages, the fee, and what was done. */
export async function solicitacaoOf(db: Db, r: SolicitacaoRow, today: string, config: SolicitacoesConfig): Promise<Solicitacao> {
  const [data, curso, mensagens, pix] = await Promise.all([horario(db, r.data_id), horario(db, r.curso_id), mensagensOf(db, r.id), pixOf(db, r)]);
  const { rows: files } = await db.query<{ campo: ArquivoCampo; nome: string }>(
    'SELECT campo, arquivo_nome AS nome FROM solicitacao_arquivos WHERE solicitacao_id = $1 ORDER BY campo',
    [r.id],
  );
  const { rows: transfer } = r.transferencia_id
    ? await db.query<{ estado: string }>('SELECT estado FROM pedidos WHERE id = $1', [r.transferencia_id])
    : { rows: [] };
  const registro = r.registro_id ? ((await db.query<RecordRef>(`${/* sql-fragment: fixed */ RECORD} WHERE id = $1`, [r.registro_id])).rows[0] ?? null) : null;
  const d = r.dados;
  const vaga_liberada = freed(r);
  const common = {
    id: r.id,
    codigo: solicitacaoCodigo(r.id),
    tipo: r.tipo,
    estado: r.estado,
    nome: r.nome,
    requerente: r.requerente,
    data_batismo: data?.data ?? null,
    pago: r.pago_em !== null,
    valor_centavos: r.valor_centavos,
    criado_em: r.created_at.toISOString(),
    email: r.email,
    telefone: r.telefone,
    consentimento: r.consentimento,
    data,
    curso,
    arquivos: files,
    pix,
    prazo_pagamento: r.prazo_pagamento?.toISOString() ?? null,
    vaga_liberada,
    pago_em: r.pago_em?.toISOString() ?? null,
    pago_por: r.pago_por,
    mensagens,
    registro,
    certidao_codigo: r.certidao_codigo,
    transferencia: r.transferencia_id && transfer[0] ? { pedido_id: r.transferencia_id, estado: transfer[0].estado } : null,
    resposta: r.resposta,
  };
  if (r.tipo === 'batismo') {
    const dia = data?.data ?? today;
    const padrinhos = await padrinhosOf(db, r, dia);
    const padrinho = (papel: 'padrinho' | 'madrinha') => {
      const p = padrinhos.find((x) => x.papel === papel);
      if (!p) return null;
      const { papel: _p, no_curso: _c, ...out } = p;
      return out;
    };
    const reside = bool(d, 'reside_na_paroquia');
    return {
      ...common,
      batismo: {
        crianca_nome: r.nome,
        crianca_nascimento: str(d, 'crianca_nascimento')!,
        crianca_local_nascimento: str(d, 'crianca_local_nascimento') ?? '',
        pai_nome: str(d, 'pai_nome'),
        pai_cpf: str(d, 'pai_cpf'),
        mae_nome: str(d, 'mae_nome'),
        mae_cpf: str(d, 'mae_cpf'),
        endereco: str(d, 'endereco') ?? '',
        reside_na_paroquia: reside,
        paroquia_familia: str(d, 'paroquia_familia'),
        paroquia_familia_id: typeof d.paroquia_familia_id === 'number' ? d.paroquia_familia_id : null,
        padrinho: padrinho('padrinho'),
        madrinha: padrinho('madrinha'),
        observacoes: str(d, 'observacoes'),
      },
      certidao: null,
      sugestoes: [],
      regras: baptismRules(
        {
          crianca_nascimento: str(d, 'crianca_nascimento')!,
          reside_na_paroquia: reside,
          padrinhos,
          dia,
          transferencia: common.transferencia,
          certidao_nascimento: files.some((f) => f.campo === 'certidao_nascimento'),
          valor_centavos: r.valor_centavos,
          pago: common.pago,
          prazo_pagamento: r.prazo_pagamento,
          vaga_liberada,
        },
        config,
      ),
    };
  }
  return {
    ...common,
    batismo: null,
    certidao: {
      sacramento: d.sacramento as keyof typeof CERTIDAO_SACRAMENTOS,
      relacao: d.relacao as never,
      relacao_descricao: str(d, 'relacao_descricao'),
      requerente_cpf: str(d, 'requerente_cpf') ?? '',
      finalidade: d.finalidade as never,
      finalidade_descricao: str(d, 'finalidade_descricao'),
      nome: r.nome,
      nascimento: str(d, 'nascimento'),
      data_sacramento: str(d, 'data_sacramento'),
      pai: str(d, 'pai'),
      mae: str(d, 'mae'),
      conjuge: str(d, 'conjuge'),
      retirada: d.retirada as never,
    },
    sugestoes: ['novo', 'encontrado', 'nao_encontrado'].includes(r.estado) ? await suggestions(db, r) : [],
    regras: [
      { regra: 'documento', ok: files.some((f) => f.campo === 'documento'), texto: 'Documento de identidade enviado.' },
      paymentRule({ valor_centavos: r.valor_centavos, pago: common.pago, prazo_pagamento: null, vaga_liberada: false }),
    ],
  };
}

/** Whether the issued certificate may be downloaded from the follow-up address: issued, and paid (or free). */
export const downloadable = (r: SolicitacaoRow) => r.certidao_arquivo !== null && (r.valor_centavos === 0 || r.pago_em !== null) && r.estado !== 'cancelado';

/** What the family sees on its follow-up address: never the office's suggestions, notes or files. */
export async function acompanhamentoOf(db: Db, r: SolicitacaoRow, segredo: string): Promise<Acompanhamento> {
  const [paroquia, data, curso, mensagens, pix] = await Promise.all([
    parishName(db, r.paroquia_id),
    horario(db, r.data_id),
    horario(db, r.curso_id),
    mensagensOf(db, r.id),
    pixOf(db, r),
  ]);
  return {
    codigo: solicitacaoCodigo(r.id),
    tipo: r.tipo,
    estado: r.estado,
    estado_rotulo: SOLICITACAO_ESTADOS[r.estado],
    paroquia: paroquia ?? '',
    criado_em: r.created_at.toISOString(),
    nome: r.nome,
    data,
    curso,
    valor_centavos: r.valor_centavos,
    pix,
    pago: r.pago_em !== null,
    prazo_pagamento: r.prazo_pagamento?.toISOString() ?? null,
    vaga_liberada: freed(r),
    mensagens: mensagens.map((m) => ({ ...m, autor: m.de === 'paroquia' ? 'Secretaria paroquial' : null })),
    resposta: r.resposta,
    certidao: downloadable(r) ? { codigo: r.certidao_codigo!, url: `/api/public/pedidos/${encodeURIComponent(segredo)}/certidao.pdf` } : null,
  };
}
