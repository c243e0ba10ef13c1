import { REGIONS } from '../../shared/schemas/buckets';

export const WIZARD_STEPS = ['Nome e região', 'Limite', 'Revisão'] as const;
export type WizardStep = 1 | 2 | 3;
export type Region = keyof typeof REGIONS;

export interface WizardState {
  step: WizardStep;
  name: string;
  regiao: Region;
}

/** Whether 'Criar bucket' may be pressed: a name that is not only spaces, and not already creating. */
export function canCreate(state: Pick<WizardState, 'name'>, creating: boolean): boolean {
  return state.name.trim().length > 0 && !creating;
}

export function regionLabel(regiao: number): string {
  return REGIONS[regiao as Region] ?? `Região ${regiao}`;
}
