import { PADRINHO_IDADE_MINIMA } from '../../shared/schemas/sacramentos';
import { PAPEIS, type PadrinhoOut, type Regra, type SolicitacoesConfig } from '../../shared/schemas/solicitacoes';
import { shortDate } from '../documents/words';

/** Whole years from `birth` to `day` (both YYYY-MM-DD). */
function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** A godparent under 16 on the baptism's day (canon 874 §1, 2º): refused at the form, and checked again on the office's side. */
export const underAge = (nascimento: string | null, day: string) => nascimento !== null && ageOn(nascimento, day) < PADRINHO_IDADE_MINIMA;

export interface BaptismFacts {
  crianca_nascimento: string;
  reside_na_paroquia: boolean;
  padrinhos: Array<PadrinhoOut & { papel: 'padrinho' | 'madrinha'; no_curso: boolean }>;
  /** The day the rules are checked against: the chosen date, or today. */
  dia: string;
  transferencia: { estado: string } | null;
  certidao_nascimento: boolean;
  valor_centavos: number;
  pago: boolean;
  prazo_pagamento: Date | null;
  vaga_liberada: boolean;
}

/**
 * The parish's rules, checked from a baptism request: the child's age (the parish's limit for infant
 * baptism), each godparent's age (16), confirmation, marriage in the Church where the parish asks it, and
 * course (a valid certificate of any parish, or this request's session), a family from another parish
 * (a transfer), the birth certificate sent, the fee.
 */
export function baptismRules(f: BaptismFacts, config: SolicitacoesConfig): Regra[] {
  const rules: Regra[] = [];
  const idade = ageOn(f.crianca_nascimento, f.dia);
  rules.push({
    regra: 'idade_crianca',
    ok: idade < config.idade_maxima_anos,
    texto:
      idade < config.idade_maxima_anos
        ? `Criança com ${idade} ano(s) na data do batismo (limite da paróquia: menos de ${config.idade_maxima_anos}).`
        : `Criança com ${idade} anos na data do batismo: a partir de ${config.idade_maxima_anos} anos, a preparação é a do catecumenato.`,
  });
  for (const p of f.padrinhos) {
    const quem = `${PAPEIS[p.papel]} ${p.nome}`;
    const anos = p.nascimento ? ageOn(p.nascimento, f.dia) : null;
    const maior = anos !== null && anos >= PADRINHO_IDADE_MINIMA;
    rules.push({
      regra: `${p.papel}_idade`,
      ok: maior,
      texto: maior
        ? `${quem}: ${anos} anos.`
        : `${quem}: ${anos === null ? 'idade não informada' : `${anos} anos`}; é preciso ter ao menos ${PADRINHO_IDADE_MINIMA}.`,
    });
    rules.push({ regra: `${p.papel}_crisma`, ok: p.crismado, texto: p.crismado ? `${quem}: crismado(a).` : `${quem}: não é crismado(a).` });
    if (config.exige_casamento_padrinhos)
      rules.push({
        regra: `${p.papel}_casamento`,
        ok: p.casado_igreja,
        texto: p.casado_igreja ? `${quem}: casado(a) na Igreja ou solteiro(a).` : `${quem}: a paróquia pede o casamento na Igreja.`,
      });
    rules.push({
      regra: `${p.papel}_curso`,
      ok: Boolean(p.curso_valido) || p.no_curso,
      texto: p.curso_valido
        ? `${quem}: curso feito (${p.curso_valido.paroquia}), certificado válido até ${shortDate(p.curso_valido.valido_ate)}.`
        : p.no_curso
          ? `${quem}: inscrito(a) na turma do curso deste pedido.`
          : `${quem}: sem certificado do curso válido e sem turma.`,
    });
  }
  const transferOk = f.reside_na_paroquia || f.transferencia?.estado === 'atendido';
  rules.push({
    regra: 'transferencia',
    ok: transferOk,
    texto: f.reside_na_paroquia
      ? 'A família mora nesta paróquia.'
      : f.transferencia
        ? `Família de outra paróquia: transferência ${f.transferencia.estado === 'atendido' ? 'concedida' : f.transferencia.estado === 'recusado' ? 'recusada' : 'pedida, aguardando resposta'}.`
        : 'Família de outra paróquia: é preciso a transferência (licença da paróquia própria).',
  });
  rules.push({
    regra: 'certidao_nascimento',
    ok: f.certidao_nascimento,
    texto: f.certidao_nascimento ? 'Certidão de nascimento enviada.' : 'Falta a certidão de nascimento.',
  });
  rules.push(paymentRule(f));
  return rules;
}

/** The fee: none, paid, waiting inside its deadline, or past it (the place was freed). */
export function paymentRule(f: Pick<BaptismFacts, 'valor_centavos' | 'pago' | 'prazo_pagamento' | 'vaga_liberada'>): Regra {
  if (f.valor_centavos === 0) return { regra: 'pagamento', ok: true, texto: 'Sem taxa.' };
  if (f.pago) return { regra: 'pagamento', ok: true, texto: 'Taxa paga.' };
  if (f.vaga_liberada) return { regra: 'pagamento', ok: false, texto: 'Prazo de pagamento vencido: a vaga foi liberada.' };
  return { regra: 'pagamento', ok: false, texto: 'Taxa ainda não paga.' };
}
