import type { Casamento, CasamentoResumo, ChecklistLinha, DocumentoItem, Notificacao, Objecao, Permissao } from '../../shared/schemas/casamentos';
import type { Db } from '../db/types';
import { parishChecklist } from './checklist';
import { listDocumentos } from './documentos-repository';
import { OPEN_STATES, type CasamentoLine, type CasamentoRow } from './repository';
import { deadlineWarnings, impedimentos, missingDocuments, whatIsMissing } from './rules';

type Delivered = Awaited<ReturnType<typeof listDocumentos>>[number];

function documentoOf({ arquivo_guardado: _stored, casamento_id: _file, ...documento }: Delivered): ChecklistLinha['documento'] {
  return documento as ChecklistLinha['documento'];
}

/** Each spouse's checklist, in the parish's order, with the document delivered for each item. */
function linesOf(items: DocumentoItem[], docs: Delivered[]): ChecklistLinha[] {
  return ([1, 2] as const).flatMap((conjuge) =>
    items.map((item) => {
      const doc = docs.find((d) => d.conjuge === conjuge && d.item === item.chave);
      // Object.assign, not a spread followed by properties (docs/architecture.md): the list computes every line of a page.
      return Object.assign({}, item, { conjuge, documento: doc ? documentoOf(doc) : null });
    }),
  );
}

async function checklistOf(db: Db, paroquiaId: number, casamentoId: number): Promise<ChecklistLinha[]> {
  // One after the other: `db` may be a transaction's client, which runs one query at a time.
  const items = await parishChecklist(db, paroquiaId);
  return linesOf(items, await listDocumentos(db, paroquiaId, [casamentoId]));
}

export async function permissoesOf(db: Db, paroquiaId: number, casamentoId: number): Promise<Permissao[]> {
  const { rows } = await db.query<Permissao>(
    `SELECT impedimento, concedida_por, to_char(data, 'YYYY-MM-DD') AS data, protocolo, arquivo IS NOT NULL AS arquivo,
            recorded_by_name AS registrada_por, recorded_at::text AS registrada_em
       FROM casamento_permissoes WHERE paroquia_id = $1 AND casamento_id = $2 ORDER BY recorded_at`,
    [paroquiaId, casamentoId],
  );
  return rows;
}

export async function objecoesOf(db: Db, paroquiaId: number, casamentoId: number): Promise<Objecao[]> {
  const { rows } = await db.query<Objecao>(
    `SELECT id, texto, informante, recorded_by_name AS registrada_por, recorded_at::text AS registrada_em, resolucao, resolved_at::text AS resolvida_em
       FROM casamento_objecoes WHERE paroquia_id = $1 AND casamento_id = $2 ORDER BY id`,
    [paroquiaId, casamentoId],
  );
  return rows;
}

/** Each spouse's notice of the marriage and, for one sent through the portal, how the other parish answered. */
async function notificacoesOf(db: Db, paroquiaId: number, casamentoId: number): Promise<Notificacao[]> {
  const { rows } = await db.query<Notificacao>(
    `SELECT n.conjuge, n.paroquia,
            CASE n.modo WHEN 'anotada' THEN 'anotada' WHEN 'carta' THEN (CASE WHEN n.enviada_em IS NULL THEN 'a_enviar' ELSE 'enviada' END)
                 ELSE a.estado END AS estado,
            coalesce(to_char(n.enviada_em, 'YYYY-MM-DD'), a.created_at::text) AS enviada_em, a.answered_at::text AS respondida_em, a.motivo
       FROM casamento_notificacoes n LEFT JOIN anotacoes_remotas a ON a.id = n.anotacao_id AND a.origem_paroquia_id = n.paroquia_id
      WHERE n.paroquia_id = $1 AND n.casamento_id = $2 ORDER BY n.conjuge`,
    [paroquiaId, casamentoId],
  );
  return rows.map((r) => ({ ...r, estado: r.estado ?? 'pendente' }));
}

/** Who recorded the interview, if it was: the reader's right to it depends on it. */
async function interviewRecorder(db: Db, paroquiaId: number, casamentoId: number): Promise<{ userId: number | null } | null> {
  const { rows } = await db.query<{ recorded_by: number | null }>(
    'SELECT recorded_by FROM casamento_entrevistas WHERE paroquia_id = $1 AND casamento_id = $2',
    [paroquiaId, casamentoId],
  );
  return rows[0] ? { userId: rows[0].recorded_by } : null;
}

/** The list's lines: the missing documents and the deadlines' warnings of the files being prepared (the parish's checklist and their documents read once for the page). */
export async function resumosOf(db: Db, paroquiaId: number, rows: CasamentoLine[], today: string): Promise<CasamentoResumo[]> {
  const preparing = rows.filter((r) => OPEN_STATES.includes(r.estado)).map((r) => r.id);
  const [items, docs] = preparing.length ? await Promise.all([parishChecklist(db, paroquiaId), listDocumentos(db, paroquiaId, preparing)]) : [[], []];
  return rows.map((r) => {
    const inPreparation = preparing.includes(r.id);
    const lines = inPreparation
      ? linesOf(
          items,
          docs.filter((d) => d.casamento_id === r.id),
        )
      : [];
    return {
      id: r.id,
      nome: r.nome,
      estado: r.estado,
      data_prevista: r.data_prevista,
      hora_prevista: r.hora_prevista,
      ent_name: r.ent_name,
      documentos_faltando: missingDocuments(lines, today).length,
      avisos: inPreparation ? deadlineWarnings(r, lines, today) : [],
    };
  });
}

/** The whole file as its page shows it; `canReadInterview` for the caller. */
export async function casamentoOf(db: Db, paroquiaId: number, r: CasamentoRow, today: string, viewer: { userId: number; writes: boolean }): Promise<Casamento> {
  const lines = await checklistOf(db, paroquiaId, r.id);
  const granted = await permissoesOf(db, paroquiaId, r.id);
  const objecoes = await objecoesOf(db, paroquiaId, r.id);
  const notificacoes = await notificacoesOf(db, paroquiaId, r.id);
  const recorder = await interviewRecorder(db, paroquiaId, r.id);
  const preparing = OPEN_STATES.includes(r.estado);
  const imp = impedimentos(r, granted, today);
  const proclamas = r.proclamas_publicadas_em || objecoes.length ? { publicadas_em: r.proclamas_publicadas_em, objecoes } : null;
  return {
    id: r.id,
    nome: r.nome,
    estado: r.estado,
    data_prevista: r.data_prevista,
    hora_prevista: r.hora_prevista,
    ent_id: r.ent_id,
    ent_name: r.ent_name,
    conjuge1: r.conjuge1,
    conjuge2: r.conjuge2,
    testemunha1: r.testemunha1,
    testemunha2: r.testemunha2,
    celebrante: r.celebrante,
    efeito_civil: r.efeito_civil,
    observacoes: r.observacoes,
    motivo_cancelamento: r.motivo_cancelamento,
    documentos: lines,
    documentos_faltando: missingDocuments(lines, today).length,
    faltando: preparing ? whatIsMissing(lines, imp, { publicadas_em: r.proclamas_publicadas_em, objecoes }, today) : [],
    avisos: preparing ? deadlineWarnings(r, lines, today) : [],
    impedimentos: imp,
    proclamas: proclamas && { ...proclamas, domingos: r.proclamas_domingos, outras_paroquias: r.proclamas_paroquias },
    entrevista_registrada: recorder !== null,
    pode_ver_entrevista: viewer.writes || (recorder !== null && recorder.userId === viewer.userId),
    registro: r.record_id && r.livro ? { id: r.record_id, livro: r.livro, folha: r.folha!, termo: r.termo! } : null,
    data_celebracao: r.data_celebracao,
    notificacoes,
    criado_por: r.criado_por,
    criado_em: r.criado_em,
    atualizado_em: r.atualizado_em,
  };
}
