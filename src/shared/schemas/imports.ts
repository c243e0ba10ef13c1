import { IMPORT_FIELDS, IMPORT_KIND_LIST, IMPORT_KINDS, type ImportKind } from '../import-fields';
import { can, type HasRoles } from '../roles';
import { CARD_MAX, TitherBody } from './dizimo';
import { perZone } from '../time-zone';
import { createRegisterSchema } from './registers';
import { SACRAMENTO_BODIES } from './sacramentos';
import { DayFrom1900 } from './date-filter';
import { ListMeta, PageQuery, z } from './zod';

export { IMPORT_KINDS, type ImportKind };

/** Limits of one spreadsheet: bytes, lines of data, and how long its rows wait for confirmation (then they are deleted). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_KEEP_DAYS = 3;
/** Lines of the file the upload's answer carries, for the mapping's preview. */
export const SAMPLE_ROWS = 5;
/** Uploads, dry runs and confirmations one address may make in a minute (no tighter than 10). */
export const IMPORT_TRIES_PER_MINUTE = 20;

export const IMPORT_STATES = {
  enviada: 'Enviada',
  validada: 'Validada',
  importando: 'Importando',
  importada: 'Importada',
  desfeita: 'Desfeita',
  cancelada: 'Cancelada',
  expirada: 'Expirada',
} as const;
export type ImportState = keyof typeof IMPORT_STATES;

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n.toLocaleString('pt-BR')} ${many}`);

export const IMPORT_MSG = {
  fileRequired: 'Escolha o arquivo da planilha (CSV ou XLSX).',
  oneFile: 'Envie uma planilha por vez.',
  kindInvalid: 'Escolha o que importar: pessoas, dizimistas, batismos, crismas, matrimônios ou óbitos.',
  notSpreadsheet: 'O arquivo não é uma planilha CSV ou XLSX (o conteúdo foi conferido, não só o nome). Salve a planilha como CSV ou XLSX e envie de novo.',
  xls: 'Planilhas .xls (Excel 97-2003) não são aceitas: abra no Excel ou no LibreOffice e salve como .xlsx ou CSV.',
  macros: 'A planilha tem macros (VBA): por segurança não é aceita. Salve como .xlsx sem macros, ou como CSV, e envie de novo.',
  formulas: (cell: string) => `A planilha tem fórmulas (célula ${cell}): copie as células e cole como valores, salve e envie de novo.`,
  tooLarge: 'O arquivo tem mais de 20 MB. Divida a planilha em partes menores e importe uma de cada vez.',
  tooManyRows: 'A planilha tem mais de 100.000 linhas. Divida em partes menores e importe uma de cada vez.',
  empty: 'A planilha não tem linhas de dados abaixo do cabeçalho.',
  unreadable: 'Não foi possível ler a planilha. Confira se o arquivo não está corrompido.',
  throttled: 'Muitas tentativas de importação em pouco tempo. Aguarde um minuto e tente novamente.',
  onlyTithers: 'Seu perfil pode importar apenas dizimistas.',
  notFound: 'Importação não encontrada.',
  mappingLength: 'Escolha um campo (ou nenhum) para cada coluna da planilha.',
  fieldUnknown: 'Campo desconhecido para este tipo de importação.',
  fieldTwice: (label: string) => `O campo "${label}" foi escolhido para mais de uma coluna.`,
  fieldsMissing: (labels: string[]) => `Escolha a coluna de: ${labels.join(', ')}.`,
  stagedGone: 'Os dados desta planilha já foram apagados (importação concluída, desfeita, cancelada ou expirada). Envie o arquivo de novo.',
  validateFirst: 'Confira as linhas (validação) antes de importar.',
  running: 'A importação está em andamento. Aguarde terminar.',
  nothingValid: 'Nenhuma linha válida para importar.',
  changedMeanwhile: 'Outro cadastro usou, durante a importação, um CPF, carnê ou número de livro da planilha. Confira as linhas de novo e importe.',
  imported: (n: number) => `${plural(n, 'linha importada', 'linhas importadas')}.`,
  undone: (n: number) => `Importação desfeita: ${plural(n, 'registro removido', 'registros removidos')}.`,
  cancelled: 'Importação cancelada: os dados da planilha foram apagados.',
  alreadyUndone: 'Esta importação já foi desfeita.',
  closed: 'Esta importação foi cancelada ou expirou: não há o que desfazer.',
  undoBlocked: (reasons: string[]) => `Não é possível desfazer esta importação: ${reasons.join('; ')}. Desfaça essas ligações antes.`,
  // Why a line is refused (besides the form's own messages).
  sameCpf: 'mesmo CPF',
  sameNameBirth: 'mesmo nome e data de nascimento',
  repeated: (line: number, by: string) => `Repetida no arquivo: mesma pessoa da linha ${line} (${by}).`,
  inParish: (by: string) => `Pessoa já cadastrada na paróquia (${by}): não foi duplicada.`,
  personUnknown: (missing: string) => `Pessoa não encontrada nos registros pelo CPF nem pelo nome e nascimento; para cadastrá-la, corrija: ${missing}`,
  titherRepeated: (line: number) => `Repetida no arquivo: a mesma pessoa já é dizimista na linha ${line}.`,
  cardTaken: (card: string) => `O carnê ${card} já é de outro dizimista.`,
  cardRepeated: (card: string, line: number) => `O carnê ${card} já aparece na linha ${line}.`,
  cardInvalid: `Informe um número de carnê de 1 a ${CARD_MAX}.`,
  numbersTaken: 'Este livro, folha e termo já estão usados por outro registro.',
  numbersRepeated: (line: number) => `Livro, folha e termo iguais aos da linha ${line}.`,
  recordInBook: 'Já lançado no livro: mesmo nome e mesma data.',
  recordRepeated: (line: number) => `Repetida no arquivo: mesmo nome e data da linha ${line}.`,
  listEmpty: 'Nenhuma importação ainda.',
} as const;

/** The kinds `user` may import: every one with importsAll (1, 111), tithers only with imports (the treasurer). */
export function importKindsFor(user: HasRoles | null | undefined): ImportKind[] {
  if (can(user, 'importsAll')) return IMPORT_KIND_LIST;
  return can(user, 'imports') ? ['dizimistas'] : [];
}

// ---------------------------------------------------------------- the rows of each kind

/** A tither's own fields (the person's are the registers' form): card number (blank: the next free), since when, status, pledge, method. */
export const TitherImportFields = TitherBody.omit({ register_id: true }).extend({
  numero_carne: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z
      .string()
      .regex(/^\d{1,6}$/, IMPORT_MSG.cardInvalid)
      .transform(Number)
      .pipe(z.number().int().min(1, IMPORT_MSG.cardInvalid).max(CARD_MAX, IMPORT_MSG.cardInvalid))
      .optional(),
  ),
  desde: z.preprocess((v) => (v === '' ? undefined : v), DayFrom1900('Data inválida.').optional()),
});
export type TitherImportFields = z.output<typeof TitherImportFields>;

/**
 * Who a tither row names, for finding the register: name, CPF and birth date as the registers' form checks
 * them for a parish in `zone` (birth optional here).
 */
export const personKeysSchema = perZone((zone) => {
  const { name, cpf, born_date } = createRegisterSchema(zone).shape;
  return z.object({ name, cpf, born_date: born_date.optional() });
});

/**
 * The schema a line of `kind` goes through before the database's checks, for a parish in `zone` (a tither's
 * person: personKeysSchema, then createRegisterSchema when new).
 */
export function rowSchema(kind: ImportKind, zone: string): z.ZodType {
  if (kind === 'registros') return createRegisterSchema(zone);
  if (kind === 'dizimistas') return TitherImportFields;
  return SACRAMENTO_BODIES[kind];
}

// ---------------------------------------------------------------- the wire

const Kind = z.enum(IMPORT_KIND_LIST as [ImportKind, ...ImportKind[]], { error: IMPORT_MSG.kindInvalid });
export const ImportKindField = Kind;

/** For each column of the file, the field it fills (null: ignored). The upload answers a guess in this shape. */
export const Mapping = z.array(z.string().nullable());
export type Mapping = z.infer<typeof Mapping>;

/**
 * The problems of a mapping for a kind's file of `columns` columns: one entry per column, fields of
 * the kind, none twice, the required ones chosen. [] when it is good.
 */
export function mappingProblems(kind: ImportKind, columns: number, mapping: Mapping): string[] {
  if (mapping.length !== columns) return [IMPORT_MSG.mappingLength];
  const fields = IMPORT_FIELDS[kind];
  const problems: string[] = [];
  const chosen = mapping.filter((c): c is string => c !== null && c !== '');
  if (chosen.some((c) => !fields.some((x) => x.campo === c))) problems.push(IMPORT_MSG.fieldUnknown);
  for (const x of fields) if (chosen.filter((c) => c === x.campo).length > 1) problems.push(IMPORT_MSG.fieldTwice(x.rotulo));
  const missing = fields.filter((x) => x.obrigatorio && !chosen.includes(x.campo)).map((x) => x.rotulo);
  if (missing.length) problems.push(IMPORT_MSG.fieldsMissing(missing));
  return problems;
}

export const MappingBody = z.object({ mapeamento: Mapping });

export const UploadAnswer = z.object({
  id: z.number().int(),
  colunas: z.array(z.string()),
  sugestao: Mapping,
  linhas: z.number().int(),
  /** The first lines (SAMPLE_ROWS), cells as text, for the preview before validating. */
  amostra: z.array(z.array(z.string())),
});
export type UploadAnswer = z.infer<typeof UploadAnswer>;

export const Refusal = z.object({ linha: z.number().int(), motivo: z.string() });
export type Refusal = z.infer<typeof Refusal>;

export const ValidationAnswer = z.object({ validas: z.number().int(), recusadas: z.array(Refusal) });
export type ValidationAnswer = z.infer<typeof ValidationAnswer>;

export const ConfirmAnswer = z.object({ message: z.string(), importadas: z.number().int(), recusadas: z.array(Refusal) });
export type ConfirmAnswer = z.infer<typeof ConfirmAnswer>;

export const ImportSummary = z.object({
  id: z.number().int(),
  tipo: Kind,
  arquivo: z.string(),
  estado: z.enum(Object.keys(IMPORT_STATES) as [ImportState, ...ImportState[]]),
  linhas: z.number().int(),
  validas: z.number().int().nullable(),
  recusadas: z.number().int().nullable(),
  importadas: z.number().int().nullable(),
  criada_por: z.string(),
  criada_em: z.string(),
  importada_em: z.string().nullable(),
  desfeita_em: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

export const ImportDetail = ImportSummary.extend({
  colunas: z.array(z.string()),
  mapeamento: Mapping,
  amostra: z.array(z.array(z.string())),
  /** While importing: lines written so far of those to write. */
  progresso: z.object({ feitas: z.number().int(), total: z.number().int() }),
});
export type ImportDetail = z.infer<typeof ImportDetail>;

export const ImportList = z.object({ data: z.array(ImportSummary), meta: ListMeta });
export const ImportListQuery = PageQuery.extend({ tipo: z.preprocess((v) => (v === '' ? undefined : v), Kind.optional()) });
export type ImportListQuery = z.infer<typeof ImportListQuery>;
export const TemplateParams = z.object({ tipo: Kind });
export const TemplateQuery = z.object({ formato: z.enum(['csv', 'xlsx'], { error: 'Formato deve ser csv ou xlsx.' }).default('csv') });
