import { BUCKET_MSG } from '../../shared/schemas/buckets';

/** The buckets screens' texts, word for word what parishes know (those the server shares come from BUCKET_MSG). */
export const TEXT = {
  ...BUCKET_MSG,
  createLink: 'Criar bucket',
  creating: 'Criando...',
  sending: 'Enviando...',
  done: 'Concluído',
  queued: 'Na fila',
  limitInfo: 'Cada bucket tem limite de 1GB de armazenamento.',
  blockedInfo: 'Ao atingir 100% do uso, o envio de novos arquivos fica bloqueado até que você exclua arquivos.',
  blocked: 'Bucket cheio (100%): o envio de arquivos está bloqueado. Exclua arquivos para liberar espaço.',
  noFiles: 'Nenhum arquivo neste bucket ainda.',
  readOnly: (owner: string) => `Este bucket é de ${owner}: só quem o criou pode enviar e excluir arquivos.`,
} as const;
