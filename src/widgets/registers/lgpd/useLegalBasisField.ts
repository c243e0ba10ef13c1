import { useEffect, useState } from 'react';
import type { Register } from '../../../shared/schemas/registers';
import { useLgpdAllowed } from './useLgpdAllowed';

/**
 * The form's legal basis (roles 1 and 111): loaded once from the register being edited, sent with
 * the save as `legal_basis`. For anyone else the field is absent and the server keeps what it has.
 */
export function useLegalBasisField(loaded: Register | undefined) {
  const enabled = useLgpdAllowed();
  const [value, setValue] = useState('');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (loaded && !ready) {
      setValue(loaded.legal_basis ?? '');
      setReady(true);
    }
  }, [loaded, ready]);
  return {
    enabled,
    value,
    set: setValue,
    recorded: loaded?.legal_basis ? { at: loaded.legal_basis_at ?? null, by: loaded.legal_basis_by_name ?? null } : null,
    /** The extra form field of the save, or nothing. */
    extra: enabled ? { legal_basis: value } : undefined,
  };
}
export type LegalBasisFieldState = ReturnType<typeof useLegalBasisField>;
