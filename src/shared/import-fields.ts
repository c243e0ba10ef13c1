import { METHODS, TITHER_STATUS } from './schemas/dizimo';
import { CIVIL_STATUS, RACE, REGISTER_STATUS, WORK_STATE } from './schemas/registers';
import { searchFold } from './search-fold';

/**
 * What each kind of import fills: the fields a spreadsheet's columns can be mapped to, with the form's
 * label, the kind of value (how a cell becomes what the form would send: ./import-cells.ts) and the
 * header names secretaries use for it. Field ids are the form's own names (the shared schemas'), dotted
 * for a spouse's fields of a marriage ('conjuge1.nome').
 */
export const IMPORT_KINDS = {
  registros: 'Pessoas (registros gerais)',
  dizimistas: 'Dizimistas',
  batismo: 'Batismos',
  crisma: 'Crismas',
  matrimonio: 'Matrimônios',
  obito: 'Óbitos/Exéquias',
} as const;
export type ImportKind = keyof typeof IMPORT_KINDS;
export const IMPORT_KIND_LIST = Object.keys(IMPORT_KINDS) as ImportKind[];

type CellType = 'texto' | 'data' | 'cpf' | 'telefone' | 'cep' | 'inteiro' | 'dinheiro' | 'escolha' | 'simnao' | 'lista';

export interface ImportField {
  campo: string;
  rotulo: string;
  tipo: CellType;
  /** The column must be chosen before the rows are checked (the form requires the field). */
  obrigatorio?: boolean;
  /** For 'escolha': code -> label (a cell may hold either). */
  opcoes?: Readonly<Record<string, string>>;
  /** Header names that mean this field, besides the label (compared folded: no accents, case or punctuation). */
  nomes?: readonly string[];
}

const f = (campo: string, rotulo: string, tipo: CellType, nomes: readonly string[] = [], more: Partial<ImportField> = {}): ImportField => ({
  campo,
  rotulo,
  tipo,
  nomes,
  ...more,
});

/** A person's identity and contact: the registers' form fields, shared by people and tithers. */
const PERSON: ImportField[] = [
  f('name', 'Nome', 'texto', ['nome completo', 'nome da pessoa', 'paroquiano', 'fiel', 'dizimista'], { obrigatorio: true }),
  f('cpf', 'CPF', 'cpf', ['no do cpf', 'numero do cpf', 'cpf do titular']),
  f('born_date', 'Nascimento', 'data', [
    'data de nascimento',
    'data nascimento',
    'dt nasc',
    'dt nascimento',
    'data nasc',
    'data de nasc',
    'nasc',
    'aniversario',
  ]),
  f('phone', 'Telefone', 'telefone', ['celular', 'fone', 'tel', 'whatsapp', 'telefone celular', 'cel', 'contato', 'telefone whatsapp']),
  f('email', 'E-mail', 'texto', ['email', 'e mail', 'correio eletronico']),
  f('cep', 'CEP', 'cep', ['cep residencial']),
  f('address', 'Endereço', 'texto', ['endereco', 'logradouro', 'rua', 'endereco residencial']),
  f('address_number', 'Número', 'texto', ['numero', 'no', 'n', 'num', 'numero da casa']),
  f('home_situation', 'Bairro', 'texto', ['bairro']),
  f('city', 'Cidade', 'texto', ['municipio']),
  f('state', 'Estado', 'texto', ['uf']),
];

const REGISTERS: ImportField[] = [
  ...PERSON.map((p) => (p.campo === 'born_date' || p.campo === 'phone' ? { ...p, obrigatorio: true } : p)),
  f('rg', 'RG', 'texto', ['identidade', 'documento de identidade', 'no do rg']),
  f('familly_qntd', 'Qtd. familiares', 'inteiro', ['qtd familiares', 'quantidade de familiares', 'familiares', 'pessoas na familia']),
  f('civil_status', 'Estado civil', 'escolha', [], { opcoes: CIVIL_STATUS }),
  f('work_state', 'Situação do trabalho', 'escolha', ['trabalho', 'situacao profissional', 'ocupacao'], { opcoes: WORK_STATE }),
  f('race', 'Raça', 'escolha', ['cor', 'raca cor', 'cor raca'], { opcoes: RACE }),
  f('status', 'Status', 'escolha', ['situacao', 'ativo', 'ativo inativo'], { opcoes: REGISTER_STATUS }),
  f('country', 'País', 'texto', ['pais']),
  f('mother_name', 'Mãe', 'texto', ['nome da mae', 'mae']),
  f('motherPhone', 'Telefone da mãe', 'telefone', ['telefone da mae', 'celular da mae', 'fone da mae']),
  f('father_name', 'Pai', 'texto', ['nome do pai']),
  f('fatherPhone', 'Telefone do pai', 'telefone', ['telefone do pai', 'celular do pai', 'fone do pai']),
];

const TITHERS: ImportField[] = [
  ...PERSON,
  f('numero_carne', 'Nº do carnê', 'inteiro', ['carne', 'numero do carne', 'no do carne', 'n do carne', 'numero carne', 'carne no', 'no carne']),
  f('desde', 'Dizimista desde', 'data', ['desde', 'data de adesao', 'adesao', 'data de inicio', 'inicio', 'data de entrada']),
  f('status', 'Status do dizimista', 'escolha', ['status', 'ativo'], { opcoes: TITHER_STATUS }),
  f('valor_pactuado_centavos', 'Valor pactuado', 'dinheiro', ['valor', 'valor mensal', 'contribuicao mensal', 'valor do dizimo', 'valor pactuado r']),
  f('metodo_preferido', 'Forma preferida', 'escolha', ['forma de pagamento', 'forma preferida de pagamento', 'metodo', 'pagamento'], { opcoes: METHODS }),
];

/** A sacramental entry's place in the book and its celebration (every kind). */
const BOOK: ImportField[] = [
  f(
    'data',
    'Data',
    'data',
    ['data do sacramento', 'data da celebracao', 'data do batismo', 'data da crisma', 'data do casamento', 'data do matrimonio', 'data das exequias'],
    { obrigatorio: true },
  ),
  f('celebrante', 'Celebrante', 'texto', ['ministro', 'padre', 'celebrante ministro', 'sacerdote']),
  f('local', 'Igreja ou comunidade', 'texto', ['local', 'igreja', 'comunidade', 'capela', 'paroquia']),
  f('livro', 'Livro', 'inteiro', ['no do livro', 'numero do livro', 'liv']),
  f('folha', 'Folha', 'inteiro', ['fls', 'fl', 'folhas', 'pagina', 'no da folha']),
  f('termo', 'Termo', 'inteiro', ['no do termo', 'numero do termo', 'assento', 'registro no', 'no do registro']),
];

/** A spouse's fields; `of` names them in headers ('do noivo', 'da noiva'). */
const spouse = (n: 1 | 2, of: string, alias: string[]): ImportField[] => {
  const who = of.slice(3);
  return [
    f(`conjuge${n}.nome`, `Nome do ${n}º cônjuge`, 'texto', [...alias, `conjuge ${n}`, `nome do conjuge ${n}`, `${n} conjuge`], { obrigatorio: true }),
    f(`conjuge${n}.pai`, `Pai do ${n}º cônjuge`, 'texto', [`pai ${of}`, `pai ${who}`]),
    f(`conjuge${n}.mae`, `Mãe do ${n}º cônjuge`, 'texto', [`mae ${of}`, `mae ${who}`]),
    f(`conjuge${n}.paroquia_batismo`, `Paróquia do batismo do ${n}º cônjuge`, 'texto', [`paroquia de batismo ${of}`, `paroquia do batismo ${of}`]),
    f(`conjuge${n}.data_batismo`, `Data do batismo do ${n}º cônjuge`, 'data', [`data de batismo ${of}`, `data do batismo ${of}`]),
  ];
};

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  registros: REGISTERS,
  dizimistas: TITHERS,
  batismo: [
    f('nome', 'Nome', 'texto', ['nome do batizando', 'batizando', 'batizado', 'nome completo', 'nome da crianca'], { obrigatorio: true }),
    ...BOOK,
    f('nascimento', 'Data de nascimento', 'data', ['nascimento', 'dt nasc', 'data nasc', 'data de nasc']),
    f('local_nascimento', 'Local de nascimento', 'texto', ['naturalidade', 'cidade de nascimento']),
    f('pai', 'Pai', 'texto', ['nome do pai']),
    f('mae', 'Mãe', 'texto', ['nome da mae']),
    f('padrinho', 'Padrinho', 'texto', ['nome do padrinho']),
    f('madrinha', 'Madrinha', 'texto', ['nome da madrinha']),
    f('testemunhas', 'Testemunhas', 'lista', ['testemunha']),
  ],
  crisma: [
    f('nome', 'Nome', 'texto', ['nome do crismando', 'crismando', 'crismado', 'nome completo'], { obrigatorio: true }),
    ...BOOK,
    f('pai', 'Pai', 'texto', ['nome do pai']),
    f('mae', 'Mãe', 'texto', ['nome da mae']),
    f('padrinho', 'Padrinho ou madrinha', 'texto', ['padrinho', 'madrinha', 'padrinho madrinha', 'nome do padrinho']),
  ],
  matrimonio: [
    ...spouse(1, 'do noivo', ['noivo', 'nome do noivo', 'esposo', 'marido']),
    ...spouse(2, 'da noiva', ['noiva', 'nome da noiva', 'esposa', 'mulher']),
    ...BOOK,
    f('testemunha1', '1ª testemunha', 'texto', ['testemunha 1', '1 testemunha', 'primeira testemunha']),
    f('testemunha2', '2ª testemunha', 'texto', ['testemunha 2', '2 testemunha', 'segunda testemunha']),
    f('efeito_civil', 'Com efeito civil', 'simnao', ['efeito civil', 'civil']),
  ],
  obito: [
    f('nome', 'Nome', 'texto', ['falecido', 'nome do falecido', 'falecida', 'nome completo'], { obrigatorio: true }),
    ...BOOK,
    f('data_obito', 'Data do falecimento', 'data', ['data do obito', 'obito', 'falecimento', 'data de falecimento']),
    f('sepultamento', 'Local do sepultamento', 'texto', ['sepultamento', 'cemiterio', 'local de sepultamento']),
  ],
};

/** A field of a kind by its id. */
export const fieldOf = (kind: ImportKind, campo: string): ImportField | undefined => IMPORT_FIELDS[kind].find((x) => x.campo === campo);

/** A header or name as headers are compared: no accents, case, 'º', dots or punctuation ('Nº do Carnê' -> 'no do carne'). */
export function headerKey(text: string): string {
  return (
    searchFold(text)
      .replace(/[º°ª]/g, 'o')
      // Abbreviations lose their dots ('C.P.F.' is 'cpf', 'Dt. Nasc.' is 'dt nasc').
      .replace(/\./g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

/**
 * The field each column probably fills, from its header (null: none): first the headers that are a
 * field's label or one of its names, then those that contain one as whole words (the longest wins, so
 * 'Telefone da mãe (celular)' is the mother's phone). A field is given to one column only.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): Array<string | null> {
  const fields = IMPORT_FIELDS[kind];
  const names = fields.map((x) => ({ campo: x.campo, keys: [x.rotulo, ...(x.nomes ?? [])].map(headerKey).filter(Boolean) }));
  const keys = headers.map(headerKey);
  const taken = new Set<string>();
  const mapping: Array<string | null> = headers.map(() => null);
  keys.forEach((key, i) => {
    const exact = names.find((n) => !taken.has(n.campo) && n.keys.includes(key));
    if (!exact) return;
    mapping[i] = exact.campo;
    taken.add(exact.campo);
  });
  keys.forEach((key, i) => {
    if (mapping[i] || !key) return;
    const padded = ` ${key} `;
    let best: { campo: string; length: number } | null = null;
    for (const n of names) {
      if (taken.has(n.campo)) continue;
      for (const k of n.keys) if (k.length > 2 && padded.includes(` ${k} `) && (!best || k.length > best.length)) best = { campo: n.campo, length: k.length };
    }
    if (!best) return;
    mapping[i] = best.campo;
    taken.add(best.campo);
  });
  return mapping;
}
