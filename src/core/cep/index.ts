/** The CEP lookup of the address forms (registers, the parish's profile): one service, one field, one rule of what it fills. */
export { fillEmpty, type CepAddress } from './cep';
export { CepField } from './CepField';
export { useCepLookup } from './useCepLookup';
