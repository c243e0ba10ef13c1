import { z } from './zod';

export const PROTOCOL_STATUS = { 0: 'Pendente', 1: 'Aprovado', 2: 'Rejeitado', 3: 'Cancelado' } as const;
export const PROTOCOL_STAGES = ['Envio', 'Avaliação administrativa', 'Finalizado'] as const;

export const Protocol = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  status: z.number().int().min(0).max(3),
  created_at: z.string(),
  files: z.array(z.object({ id: z.number().int(), file_name: z.string() })),
});
export type Protocol = z.infer<typeof Protocol>;
