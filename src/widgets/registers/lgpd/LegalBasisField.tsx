import { SelectField } from '../../../core/form';
import { formatDateTime } from '../../../core/format';
import { LEGAL_BASIS } from '../../../shared/schemas/lgpd';
import type { LegalBasisFieldState } from './useLegalBasisField';

/** 'Base legal (LGPD)' in the register form: why the parish keeps the sensitive fields (LGPD art. 11). */
export function LegalBasisField({ field }: { field: LegalBasisFieldState }) {
  if (!field.enabled) return null;
  const hint = field.recorded?.at
    ? `Registrada em ${formatDateTime(field.recorded.at)}${field.recorded.by ? ` por ${field.recorded.by}` : ''}. A data e o autor mudam quando a base muda.`
    : 'Base para manter dados sensíveis (raça, vida religiosa). A raça pode ficar como "Não declarado".';
  return (
    <fieldset className="reg-grid" part="legal-basis">
      <legend>Proteção de dados (LGPD)</legend>
      <SelectField name="legal_basis" label="Base legal" options={LEGAL_BASIS} empty="Não registrada" className="reg-wide" />
      <p className="field-hint muted reg-wide">{hint}</p>
    </fieldset>
  );
}
