import { z } from './zod';

export const IMPORTANCE = { 0: 'Normal', 1: 'Médio', 2: 'Alto' } as const;

export const Notice = z.object({
  id: z.number().int(),
  title: z.string(),
  legend: z.string().nullable(),
  level_importance: z.number().int().min(0).max(2),
  send_at: z.string().nullable(),
  views: z.number().int(),
  anexo: z.string().nullable(),
  anexo_url: z.string().nullable(),
});
export type Notice = z.infer<typeof Notice>;
