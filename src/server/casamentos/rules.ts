import {
  AVISO_DIAS_DOCUMENTOS,
  documentoFaltando,
  IMPEDIMENTOS,
  MAIORIDADE,
  type ChecklistLinha,
  type ImpedimentoTipo,
  type Noivo,
  type Objecao,
  type Permissao,
  type Impedimento,
} from '../../shared/schemas/casamentos';
import { daysBetween } from '../../shared/plain-date';
import type { CasamentoRow } from './repository';

const both = [1, 2] as const;
const spouse = (c: Pick<CasamentoRow, 'conjuge1' | 'conjuge2'>, n: 1 | 2): Noivo => (n === 1 ? c.conjuge1 : c.conjuge2);
/** Younger than MAIORIDADE on `day`. */
const minorOn = (born: string | null, day: string) => Boolean(born && `${Number(born.slice(0, 4)) + MAIORIDADE}${born.slice(4)}` > day);

/**
 * The impediments the file's data raises, each with the spouses it concerns: a spouse not baptised
 * (disparity of cult), baptised in another church (mixed marriage), with a previous bond, a minor on
 * the wedding day (or today, without one), and a wedding where neither spouse lives.
 */
export function impedimentsOf(c: Pick<CasamentoRow, 'conjuge1' | 'conjuge2' | 'data_prevista'>, today: string): Map<ImpedimentoTipo, Array<1 | 2>> {
  const found = new Map<ImpedimentoTipo, Array<1 | 2>>();
  const add = (tipo: ImpedimentoTipo, n: 1 | 2) => found.set(tipo, [...(found.get(tipo) ?? []), n]);
  for (const n of both) {
    const s = spouse(c, n);
    if (s.religiao === 'nao_batizado') add('disparidade_culto', n);
    if (s.religiao === 'outra_crista') add('religiao_mista', n);
    if (s.vinculo_anterior) add('vinculo_anterior', n);
    if (minorOn(s.nascimento, c.data_prevista ?? today)) add('menor', n);
  }
  if (!c.conjuge1.reside_na_paroquia && !c.conjuge2.reside_na_paroquia) found.set('fora_da_paroquia', [1, 2]);
  return found;
}

export function impedimentos(c: Pick<CasamentoRow, 'conjuge1' | 'conjuge2' | 'data_prevista'>, granted: Permissao[], today: string): Impedimento[] {
  return [...impedimentsOf(c, today)].map(([tipo, conjuges]) => ({
    tipo,
    ...IMPEDIMENTOS[tipo],
    conjuges,
    concessao: granted.find((p) => p.impedimento === tipo) ?? null,
  }));
}

/** Checklist lines not delivered, or delivered but no longer valid `today`. */
export const missingDocuments = (lines: ChecklistLinha[], today: string) =>
  lines.filter((l) => !l.documento || (l.documento.valido_ate !== null && l.documento.valido_ate < today));

/** What habilitar still lacks, one phrase each: documents, permissions, the banns, an open objection. */
export function whatIsMissing(
  lines: ChecklistLinha[],
  imp: Impedimento[],
  proclamas: { publicadas_em: string | null; objecoes: Objecao[] },
  today: string,
): string[] {
  return [
    ...missingDocuments(lines, today).map((l) => documentoFaltando(l.nome, l.conjuge)),
    ...imp.filter((i) => !i.concessao).map((i) => `${i.permissao === 'dispensa' ? 'dispensa' : 'licença'}: ${i.rotulo}`),
    ...(proclamas.publicadas_em ? [] : ['proclamas publicados']),
    ...(proclamas.objecoes.some((o) => !o.resolvida_em) ? ['resolver a objeção aos proclamas'] : []),
  ];
}

/**
 * The deadlines' warnings of a file in preparation: the wedding less than 90 days away with documents
 * missing, and each certificate that will be older than its validity on the wedding day.
 */
export function deadlineWarnings(c: Pick<CasamentoRow, 'data_prevista'>, lines: ChecklistLinha[], today: string): string[] {
  if (!c.data_prevista || c.data_prevista < today) return [];
  const days = daysBetween(today, c.data_prevista) - 1;
  const missing = missingDocuments(lines, today).length;
  const out =
    days < AVISO_DIAS_DOCUMENTOS && missing ? [`Casamento em ${days} dias e ${missing === 1 ? 'falta 1 documento' : `faltam ${missing} documentos`}.`] : [];
  for (const l of lines)
    if (l.documento?.valido_ate && l.documento.valido_ate >= today && l.documento.valido_ate < c.data_prevista)
      out.push(`${documentoFaltando(l.nome, l.conjuge)}: estará vencida no dia do casamento.`);
  return out;
}
