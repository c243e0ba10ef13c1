import { MaskedField } from '../form/MaskedField';
import { CEP_MASK } from '../form/masks';
import type { CepLookup } from './useCepLookup';

/** The CEP of a form, masked, saying how its lookup goes (looking, found, not found, failed). */
export function CepField({ cep, name = 'cep', className }: { cep: CepLookup; name?: string; className?: string }) {
  const { status } = cep;
  return (
    <MaskedField
      name={name}
      label="CEP"
      mask={CEP_MASK}
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="00000-000"
      className={className}
      onInput={(e) => cep.typedCep(CEP_MASK.digits(e.currentTarget.value))}
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
