/** Reais for the public elements, without shared/money.ts (it brings full zod along): 123456 -> 'R$ 1.234,56'. */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const brl = (cents: number): string => BRL.format(cents / 100);
