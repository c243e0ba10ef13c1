import { z } from './zod';

export const REPEAT = ['none', 'daily', 'weekly', 'monthly'] as const;

export const Reminder = z.object({
  id: z.number().int(),
  descricao: z.string(),
  data_hora: z.string(),
  repeat: z.enum(REPEAT),
  pref_email: z.boolean(),
});
export type Reminder = z.infer<typeof Reminder>;
