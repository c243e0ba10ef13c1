import { CEP_MASK, MaskedField } from '../form';
import type { CepStatus } from './useCepLookup';

/** A CEP field that looks its address up as it is typed (useCepLookup), saying what the lookup found or why it failed. */
export function CepField({ name, status, onTyped }: { name: string; status: CepStatus; onTyped: (digits: string) => void }) {
  return (
    <MaskedField
      name={name}
      label="CEP"
      mask={CEP_MASK}
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="00000-000"
      onInput={(e) => onTyped(CEP_MASK.digits(e.currentTarget.value))}
      hint={
        status.kind === 'looking' ? (
          'Consultando CEP...'
        ) : status.kind === 'error' ? (
          <span className="field-error" role="alert">
            {status.text}
          </span>
        ) : status.kind === 'found' ? (
          <span role="status">Endereço encontrado: {status.text}</span>
        ) : (
          'O endereço é preenchido a partir do CEP.'
        )
      }
    />
  );
}
