import { z } from './zod';

export const CIVIL_STATUS = { 1: 'Solteiro(a)', 2: 'Casado(a)', 3: 'União Estável', 4: 'Divorciado', 5: 'Separado', 6: 'Viuvo(a)' } as const;
export const WORK_STATE = { 1: 'Empregado', 2: 'Desempregado', 3: 'Autonomo(a)', 4: 'Empresário', 5: 'Lojista', 6: 'Pequeno Negócio', 7: 'Jovem Aprendiz' } as const;
export const RACE = { 1: 'Branco', 2: 'Preto', 3: 'Pardo', 4: 'Amarelo', 5: 'Não declarado' } as const;
export const REGISTER_STATUS = { '0': 'Ativo', '1': 'Inativo' } as const;

/** A person in the parish registers (spec section 3). */
export const Register = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  familly_qntd: z.number().int().nullable(),
  civil_status: z.number().int().nullable(),
  age: z.number().int().nullable(),
  born_date: z.string().nullable(),
  work_state: z.number().int().nullable(),
  race: z.number().int().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  cep: z.string().nullable(),
  address: z.string().nullable(),
  address_number: z.string().nullable(),
  mother_name: z.string().nullable(),
  motherPhone: z.string().nullable(),
  father_name: z.string().nullable(),
  fatherPhone: z.string().nullable(),
  home_situation: z.string().nullable(),
  status: z.string(),
  photo: z.string().nullable(),
  paroquia_id: z.number().int().optional(),
});
export type Register = z.infer<typeof Register>;

export const RegisterAttachment = z.object({
  id: z.number().int(),
  filename: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
});
export type RegisterAttachment = z.infer<typeof RegisterAttachment>;
