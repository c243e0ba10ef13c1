import type { Casamento, Noivo, Religiao } from '../../shared/schemas/casamentos';

/** A spouse as the form holds them (text as typed, the two ticks as booleans). */
export interface NoivoValues {
  register_id: string;
  nome: string;
  nascimento: string;
  pai: string;
  mae: string;
  religiao: Religiao;
  vinculo_anterior: boolean;
  paroquia_residencia: string;
  reside_na_paroquia: boolean;
  paroquia_batismo: string;
  paroquia_batismo_id: string;
  data_batismo: string;
}

/** The file's form: sent as it is (the server parses the text with the same schema). */
export interface CasamentoValues {
  conjuge1: NoivoValues;
  conjuge2: NoivoValues;
  data_prevista: string;
  hora_prevista: string;
  ent_id: string;
  testemunha1: string;
  testemunha2: string;
  celebrante: string;
  efeito_civil: boolean;
  observacoes: string;
}

const NO_NOIVO: NoivoValues = {
  register_id: '',
  nome: '',
  nascimento: '',
  pai: '',
  mae: '',
  religiao: 'catolica',
  vinculo_anterior: false,
  paroquia_residencia: '',
  reside_na_paroquia: true,
  paroquia_batismo: '',
  paroquia_batismo_id: '',
  data_batismo: '',
};

export const emptyValues = (): CasamentoValues => ({
  conjuge1: { ...NO_NOIVO },
  conjuge2: { ...NO_NOIVO },
  data_prevista: '',
  hora_prevista: '',
  ent_id: '',
  testemunha1: '',
  testemunha2: '',
  celebrante: '',
  efeito_civil: true,
  observacoes: '',
});

const text = (v: string | number | null) => (v === null ? '' : String(v));

const noivoValues = (n: Noivo): NoivoValues => ({
  register_id: text(n.register_id),
  nome: n.nome,
  nascimento: text(n.nascimento),
  pai: text(n.pai),
  mae: text(n.mae),
  religiao: n.religiao,
  vinculo_anterior: n.vinculo_anterior,
  paroquia_residencia: text(n.paroquia_residencia),
  reside_na_paroquia: n.reside_na_paroquia,
  paroquia_batismo: text(n.paroquia_batismo),
  paroquia_batismo_id: text(n.paroquia_batismo_id),
  data_batismo: text(n.data_batismo),
});

/** The form of an existing file (the Dados tab's changes). */
export const valuesOf = (c: Casamento): CasamentoValues => ({
  conjuge1: noivoValues(c.conjuge1),
  conjuge2: noivoValues(c.conjuge2),
  data_prevista: text(c.data_prevista),
  hora_prevista: text(c.hora_prevista),
  ent_id: text(c.ent_id),
  testemunha1: text(c.testemunha1),
  testemunha2: text(c.testemunha2),
  celebrante: text(c.celebrante),
  efeito_civil: c.efeito_civil,
  observacoes: text(c.observacoes),
});
