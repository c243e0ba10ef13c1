/**
 * The consent the family gives, as the parish keeps it with the request (LGPD, art. 7, I and 11, II, a: the purpose
 * stated). api.test.ts checks it is the text the server stores (SOLICITACOES_MSG in shared/schemas/solicitacoes.ts).
 */
export const CONSENTIMENTO_BATISMO =
  'Autorizo a paróquia a tratar os dados deste pedido (da criança, dos pais e dos padrinhos, e a certidão de nascimento) com a finalidade de preparar e registrar o batismo: conferir as exigências, inscrever no curso de preparação, reservar a data, cobrar a taxa e lançar o registro no livro de batismos, que a Igreja guarda permanentemente. Os dados não são usados para outro fim nem compartilhados, salvo com outra paróquia ou a Cúria quando o próprio pedido o exigir (uma transferência).';
