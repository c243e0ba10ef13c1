import { z } from './zod';

export const CLASS_STATUS = { 1: 'Não iniciada', 2: 'Em catequese', 3: 'Crismada', 4: 'Cancelada' } as const;
export const CATECHIST_STATUS = { 1: 'Ativo', 2: 'Inativo' } as const;

export const CrismaClass = z.object({
  id: z.number().int(),
  turma: z.string(),
  tutor: z.number().int().nullable(),
  inicio: z.string().nullable(),
  termino: z.string().nullable(),
  status: z.number().int().min(1).max(4),
  alunos_count: z.number().int(),
  paroquia_id: z.number().int().optional(),
});
export type CrismaClass = z.infer<typeof CrismaClass>;

export const Crismando = z.object({
  register_id: z.number().int(),
  register_name: z.string(),
  batizado: z.union([z.literal(0), z.literal(1)]),
  turma_id: z.number().int(),
});

export const Catechist = z.object({
  id: z.number().int(),
  nome: z.string(),
  register_id: z.number().int(),
  ent_id: z.number().int(),
  ent_name: z.string(),
  status: z.number().int(),
  created_at: z.string(),
});
export type Catechist = z.infer<typeof Catechist>;
