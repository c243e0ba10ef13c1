import { describe, expect, it } from 'vitest';
import { CERTIDAO_SACRAMENTOS, CONSENTIMENTO_CERTIDAO, FINALIDADES, RELACOES, RETIRADAS } from '../../shared/schemas/solicitacoes';
import * as shown from './consent';

describe('the certificate request element', () => {
  it('shows the consent text the server stores and the choices its schema takes, with their labels', () => {
    expect(shown.CONSENTIMENTO_CERTIDAO).toBe(CONSENTIMENTO_CERTIDAO);
    expect(Object.fromEntries(shown.SACRAMENTOS)).toEqual(CERTIDAO_SACRAMENTOS);
    expect(Object.fromEntries(shown.RELACOES)).toEqual(RELACOES);
    expect(Object.fromEntries(shown.FINALIDADES)).toEqual(FINALIDADES);
    expect(Object.fromEntries(shown.RETIRADAS)).toEqual(RETIRADAS);
  });
});
