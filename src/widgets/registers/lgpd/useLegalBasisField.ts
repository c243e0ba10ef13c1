import type { Register } from '../../../shared/schemas/registers';
import { useLgpdAllowed } from './useLgpdAllowed';

/**
 * The form's legal basis (roles 1 and 111): the form value `legal_basis`, filled from the register
 * being edited and sent with the save. For anyone else the field is absent and the server keeps what it has.
 */
export function useLegalBasisField(loaded: Register | undefined) {
  return {
    enabled: useLgpdAllowed(),
    recorded: loaded?.legal_basis ? { at: loaded.legal_basis_at ?? null, by: loaded.legal_basis_by_name ?? null } : null,
  };
}
export type LegalBasisFieldState = ReturnType<typeof useLegalBasisField>;
