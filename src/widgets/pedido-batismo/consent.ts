/**
 * The consent the family gives, word for word as the parish stores it with the request (LGPD: the purpose stated).
 * The shared CONSENTIMENTO_BATISMO brings zod along; api.test.ts checks the two are the same text.
 */
export const CONSENTIMENTO_BATISMO =
  'Autorizo a paróquia a tratar os dados informados neste pedido (da criança, dos pais e dos padrinhos), incluindo os documentos enviados, com a finalidade de preparar e registrar o batismo no livro de batismos, conforme a LGPD. Os dados ficam guardados pela paróquia como pedem as normas da diocese.';
