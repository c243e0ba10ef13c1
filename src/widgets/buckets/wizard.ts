import { REGIONS } from '../../shared/schemas/buckets';

export const WIZARD_STEPS = ['Nome e região', 'Limite', 'Revisão'] as const;
export type WizardStep = 1 | 2 | 3;
export type Region = keyof typeof REGIONS;

/** The wizard's values as the inputs hold them (the region's radio value is text); the shared schema reads both. */
export interface WizardValues {
  name: string;
  regiao: `${Region}`;
}

export function regionLabel(regiao: number): string {
  return REGIONS[regiao as Region] ?? `Região ${regiao}`;
}

/** Whether 'Criar bucket' may be pressed: a name that is not only spaces, and not already creating. */
export function canCreate(values: Pick<WizardValues, 'name'>, creating: boolean): boolean {
  return values.name.trim().length > 0 && !creating;
}
