import { ATTENDANCE_STATUS } from './catechesis';
import { rowId, z } from './zod';

/** Families in catechesis (issue 34): a guardian's children, the justification of an absence, the class's messages to families. */

export const JUSTIFICATIVA_MAX = 1000;
export const ASSUNTO_MAX = 150;
export const MENSAGEM_MAX = 4000;

export const FAMILIA_MSG = {
  loadFailed: 'Falha ao carregar a catequese',
  empty: 'Nenhum filho vinculado à sua conta. Procure a secretaria paroquial ou a coordenação da catequese.',
  studentNotFound: 'Aluno não encontrado.',
  encounterNotFound: 'Encontro não encontrado.',
  onlyAbsence: 'Só uma falta pode ser justificada.',
  alreadyJustified: 'Esta falta já foi justificada.',
  textoRequired: 'Escreva a justificativa.',
  textoTooLong: `A justificativa deve ter no máximo ${JUSTIFICATIVA_MAX} caracteres.`,
  justified: 'Justificativa enviada ao catequista.',
  justifyFailed: 'Falha ao enviar a justificativa',
  assuntoRequired: 'Informe o assunto.',
  assuntoTooLong: `O assunto deve ter no máximo ${ASSUNTO_MAX} caracteres.`,
  mensagemRequired: 'Escreva a mensagem.',
  mensagemTooLong: `A mensagem deve ter no máximo ${MENSAGEM_MAX} caracteres.`,
  classNotFound: 'Turma não encontrada.',
  messageSent: (n: number) => (n === 1 ? 'Mensagem enviada a 1 família.' : `Mensagem enviada a ${n} famílias.`),
  sendFailed: 'Falha ao enviar a mensagem',
  accountNotFound: 'Conta não encontrada.',
  notGuardian: 'A conta precisa ter a regra Responsável (15).',
  notStudent: 'Esta pessoa não está em nenhuma turma de catequese que você coordena.',
  alreadyLinked: 'Esta conta já está vinculada a esta pessoa.',
  linkNotFound: 'Vínculo não encontrado.',
  linked: 'Responsável vinculado.',
  unlinked: 'Vínculo removido.',
} as const;

/** One encounter as a guardian sees it: the child's mark (null before the catechist takes it) and their justification, if sent. */
export const FamiliaEncontro = z.object({
  id: z.number().int(),
  data: z.string(),
  tema: z.string(),
  status: z.enum(Object.keys(ATTENDANCE_STATUS) as [keyof typeof ATTENDANCE_STATUS]).nullable(),
  justificativa: z.object({ texto: z.string(), enviada_em: z.string() }).nullable(),
});
export type FamiliaEncontro = z.infer<typeof FamiliaEncontro>;

/** A message of the class's catechist or coordinator to every family. */
export const AvisoTurma = z.object({
  id: z.number().int(),
  assunto: z.string(),
  texto: z.string(),
  autor_nome: z.string(),
  enviado_em: z.string(),
});
export type AvisoTurma = z.infer<typeof AvisoTurma>;

export const FamiliaTurma = z.object({
  id: z.number().int(),
  turma: z.string(),
  sacramento: z.enum(['crisma', 'eucaristia']),
  sacramento_nome: z.string(),
  catequista: z.string().nullable(),
  inicio: z.string(),
  termino: z.string(),
  status: z.number().int(),
  encontros: z.array(FamiliaEncontro),
  avisos: z.array(AvisoTurma),
});
export type FamiliaTurma = z.infer<typeof FamiliaTurma>;

export const FamiliaFilho = z.object({ register_id: z.number().int(), nome: z.string(), turmas: z.array(FamiliaTurma) });
export type FamiliaFilho = z.infer<typeof FamiliaFilho>;

/** GET /api/familia/catequese: the children linked to the signed-in guardian, each with their classes. */
export const FamiliaCatequese = z.object({ data: z.array(FamiliaFilho) });
export type FamiliaCatequese = z.infer<typeof FamiliaCatequese>;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** POST /api/familia/justificativas. */
export const JustificativaBody = z.object({
  encontro_id: rowId(FAMILIA_MSG.encounterNotFound),
  register_id: rowId(FAMILIA_MSG.studentNotFound),
  texto: requiredText(JUSTIFICATIVA_MAX, FAMILIA_MSG.textoRequired, FAMILIA_MSG.textoTooLong),
});
export type JustificativaBody = z.infer<typeof JustificativaBody>;
export const JustificativaResponse = z.object({ message: z.string(), item: FamiliaEncontro });

/** POST /api/familia/turmas/{id}/mensagens: to every family of the class. */
export const MensagemFamiliasBody = z.object({
  assunto: requiredText(ASSUNTO_MAX, FAMILIA_MSG.assuntoRequired, FAMILIA_MSG.assuntoTooLong),
  texto: requiredText(MENSAGEM_MAX, FAMILIA_MSG.mensagemRequired, FAMILIA_MSG.mensagemTooLong),
});
export type MensagemFamiliasBody = z.infer<typeof MensagemFamiliasBody>;
export const MensagemFamiliasResponse = z.object({ message: z.string(), familias: z.number().int(), item: AvisoTurma });

/** GET /api/familia/turmas/{id}/mensagens: what was sent to the class's families, newest first. */
export const AvisoTurmaList = z.object({ data: z.array(AvisoTurma) });

/** A guardian's account linked to a child. */
export const Vinculo = z.object({
  id: z.number().int(),
  register_id: z.number().int(),
  user_id: z.number().int(),
  nome: z.string(),
  usuario: z.string(),
  desde: z.string(),
});
export type Vinculo = z.infer<typeof Vinculo>;
export const VinculoQuery = z.object({ register_id: rowId(FAMILIA_MSG.studentNotFound) });
export const VinculoList = z.object({ data: z.array(Vinculo) });
export const VinculoBody = z.object({ register_id: rowId(FAMILIA_MSG.studentNotFound), user_id: rowId(FAMILIA_MSG.accountNotFound) });
export type VinculoBody = z.infer<typeof VinculoBody>;
export const VinculoResponse = z.object({ message: z.string(), item: Vinculo });

/** GET /api/familia/contas: the parish's guardian accounts (role 15), to link. */
export const ContaResponsavel = z.object({ id: z.number().int(), name: z.string(), user: z.string() });
export type ContaResponsavel = z.infer<typeof ContaResponsavel>;
export const ContaResponsavelList = z.object({ data: z.array(ContaResponsavel) });
