/**
 * The consent the person gives, word for word as the parish keeps it with the request (the diocesan rules ask for the
 * request and its purpose to be kept). The shared texts and choices (src/shared/schemas/solicitacoes.ts) bring zod
 * along; api.test.ts checks these are the same.
 */
export const CONSENTIMENTO_CERTIDAO =
  'Autorizo a paróquia a tratar os dados informados neste pedido, incluindo o documento de identidade enviado, com a finalidade de localizar o registro e emitir a certidão pedida, conforme a LGPD. O pedido e este consentimento ficam guardados pela paróquia como pedem as normas da diocese.';

/** CERTIDAO_SACRAMENTOS, RELACOES, FINALIDADES and RETIRADAS as [value, label]. */
export const SACRAMENTOS = [
  ['batismo', 'Batismo'],
  ['crisma', 'Crisma'],
  ['matrimonio', 'Matrimônio'],
] as const;
export const RELACOES = [
  ['proprio', 'Minha própria'],
  ['filho', 'De meu filho ou filha'],
  ['pai_mae', 'De meu pai ou minha mãe'],
  ['conjuge', 'De meu cônjuge'],
  ['outro', 'Outro parente (descreva)'],
] as const;
export const FINALIDADES = [
  ['casamento', 'Para fins de casamento'],
  ['padrinho', 'Para ser padrinho ou madrinha'],
  ['pessoal', 'Pessoal'],
  ['outra', 'Outra (descreva)'],
] as const;
export const RETIRADAS = [
  ['download', 'Baixar pelo link de acompanhamento'],
  ['balcao', 'Retirar na secretaria'],
] as const;
