/**
 * The states of a request as the family reads them (the office's labels are in shared/schemas/solicitacoes.ts, which
 * brings zod: api.test.ts checks these are the same words).
 */
export const ESTADO_TEXTO: Record<string, string> = {
  novo: 'Recebido: a secretaria vai conferir o pedido',
  documentos_pendentes: 'Documentos pendentes: veja as mensagens da secretaria',
  curso: 'Curso de preparação',
  agendado: 'Batismo agendado',
  batizado: 'Batizado',
  encontrado: 'Registro encontrado: a certidão será emitida',
  nao_encontrado: 'Registro não encontrado',
  emitido: 'Certidão emitida',
  entregue: 'Certidão entregue',
  cancelado: 'Cancelado',
};
