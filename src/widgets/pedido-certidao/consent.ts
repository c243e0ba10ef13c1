/**
 * The consent the person gives, as the parish keeps it with the request (the diocesan rules ask for the request and
 * its purpose to be kept). api.test.ts checks it is the text the server stores (shared/schemas/solicitacoes.ts).
 */
export const CONSENTIMENTO_CERTIDAO =
  'Autorizo a paróquia a tratar os dados deste pedido (meus dados de identificação, a foto do documento e os dados para encontrar o registro) com a finalidade de localizar o registro e emitir a certidão pedida. O pedido e este consentimento ficam guardados pela paróquia, como pedem as normas da diocese; os dados não são usados para outro fim nem compartilhados.';

/** The certificates asked for, and the purposes the form offers ('outra' opens a text). */
export const TIPOS = [
  ['batismo', 'Batismo'],
  ['crisma', 'Crisma'],
  ['matrimonio', 'Matrimônio'],
] as const;
export const FINALIDADES = [
  ['para fins de casamento', 'Para fins de casamento'],
  ['para fins de crisma', 'Para fins de crisma'],
  ['para ser padrinho ou madrinha', 'Para ser padrinho ou madrinha'],
  ['pessoal', 'Pessoal'],
] as const;
export const RELACOES = [
  ['propria', 'A minha própria'],
  ['filho(a)', 'De um(a) filho(a)'],
  ['pai ou mae', 'Do meu pai ou da minha mãe'],
  ['conjuge', 'Do(a) cônjuge'],
  ['outra', 'De outro parente'],
] as const;
