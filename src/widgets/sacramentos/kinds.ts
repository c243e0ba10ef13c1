import { SACRAMENTO_TIPOS, type SacramentoRecord, type SacramentoTipo } from '../../shared/schemas/sacramentos';

/** A field of a kind's record: its name on the wire, its label, and whether it is a date. */
interface FieldDef {
  name: string;
  label: string;
  date?: boolean;
  /** A list, one item a line (the baptism's witnesses). */
  lines?: boolean;
  hint?: string;
  /** A parish of this portal, picked from their list (its name is shown with the notice). */
  parish?: boolean;
  /** A baptism entry of this parish, picked from its book (its numbers are shown in the book's fields). */
  entry?: boolean;
}

interface Kind {
  /** Who the record is about ('Batizado(a)'); a marriage has two spouses instead. */
  person: string;
  /** The sacrament's (or rite's) date. */
  date: string;
  /** The kind's own fields, in the book's order, after the person. */
  fields: FieldDef[];
  /** The certificate's name ('certidão de batismo'). */
  certificate: string;
}

const celebrante = (hint?: string): FieldDef => ({ name: 'celebrante', label: 'Celebrante', hint });
const local: FieldDef = { name: 'local', label: 'Igreja ou comunidade' };

export const KINDS: Record<SacramentoTipo, Kind> = {
  batismo: {
    person: 'Batizado(a)',
    date: 'Data do batismo',
    fields: [
      { name: 'nascimento', label: 'Data de nascimento', date: true },
      { name: 'local_nascimento', label: 'Local de nascimento' },
      { name: 'pai', label: 'Pai' },
      { name: 'mae', label: 'Mãe' },
      { name: 'padrinho', label: 'Padrinho' },
      { name: 'madrinha', label: 'Madrinha' },
      celebrante(),
      local,
      { name: 'testemunhas', label: 'Testemunhas', lines: true, hint: 'Além dos padrinhos (c. 875), uma por linha.' },
    ],
    certificate: 'certidão de batismo',
  },
  crisma: {
    person: 'Crismado(a)',
    date: 'Data da crisma',
    fields: [
      { name: 'pai', label: 'Pai' },
      { name: 'mae', label: 'Mãe' },
      { name: 'padrinho', label: 'Padrinho ou madrinha' },
      celebrante('Geralmente o bispo.'),
      local,
      { name: 'batismo_registro_id', label: 'Registro de batismo nesta paróquia', entry: true },
      {
        name: 'paroquia_batismo_id',
        label: 'Paróquia do batismo neste portal',
        parish: true,
        hint: 'Recebe a anotação pelo portal (c. 535 §2). Se for outra, deixe em branco e digite abaixo.',
      },
      { name: 'paroquia_batismo', label: 'Paróquia do batismo', hint: 'Fora deste portal: recebe a notificação da crisma por carta (c. 535 §2).' },
      { name: 'paroquia_batismo_cidade', label: 'Cidade da paróquia do batismo' },
      { name: 'paroquia_batismo_diocese', label: 'Diocese da paróquia do batismo' },
      { name: 'data_batismo', label: 'Data do batismo', date: true },
      { name: 'batismo_livro', label: 'Batismo: livro' },
      { name: 'batismo_folha', label: 'Batismo: folha' },
      { name: 'batismo_termo', label: 'Batismo: termo' },
    ],
    certificate: 'certidão de crisma',
  },
  matrimonio: {
    person: 'Cônjuges',
    date: 'Data do matrimônio',
    fields: [{ name: 'testemunha1', label: '1ª testemunha' }, { name: 'testemunha2', label: '2ª testemunha' }, celebrante(), local],
    certificate: 'certidão de matrimônio',
  },
  obito: {
    person: 'Falecido(a)',
    date: 'Data das exéquias',
    fields: [{ name: 'data_obito', label: 'Data do falecimento', date: true }, { name: 'sepultamento', label: 'Local do sepultamento' }, celebrante(), local],
    certificate: 'certidão de óbito e exéquias',
  },
};

/** The kind a route's `tipo` names, or null for anything else. */
export const kindOf = (tipo: string | undefined): SacramentoTipo | null => (tipo && tipo in SACRAMENTO_TIPOS ? (tipo as SacramentoTipo) : null);

/** The names the history uses for what changed (the wire's keys). */
export const FIELD_LABELS: Record<string, string> = {
  register_id: 'Vínculo com os registros',
  nome: 'Nome',
  data: 'Data',
  livro: 'Livro',
  folha: 'Folha',
  termo: 'Termo',
  conjuge1: '1º cônjuge',
  conjuge2: '2º cônjuge',
  efeito_civil: 'Efeito civil',
  ...Object.fromEntries(Object.values(KINDS).flatMap((k) => k.fields.map((f) => [f.name, f.label]))),
};

/** 'livro 3, folha 12, termo 45'. */
export const bookRef = (r: Pick<SacramentoRecord, 'livro' | 'folha' | 'termo'>) => `livro ${r.livro}, folha ${r.folha}, termo ${r.termo}`;
