import { formatCnpj } from '../../shared/cnpj';
import type { ParishProfile } from '../../shared/schemas/parish';
import { ParishProfileBody } from '../../shared/schemas/parish';
import { z } from '../../shared/schemas/zod';

/** Who a parish is and where, as typed: in its profile and in 'Nova paróquia' alike. */
export interface ParishIdentityValues {
  nome: string;
  cnpj: string;
  diocese: string;
  cep: string;
  endereco: string;
  cidade: string;
  uf: string;
  fuso_horario: string;
}

/** The profile form's values: text as typed; the pároco's and each vigário's name and title. */
export interface ProfileValues extends ParishIdentityValues {
  telefone: string;
  email: string;
  site: string;
  paroco: { nome: string; titulo: string };
  vigarios: Array<{ nome: string; titulo: string }>;
}

export const VIGARIO_TITLE = 'Vigário paroquial';

export function valuesOf(p: ParishProfile): ProfileValues {
  return {
    nome: p.nome,
    cnpj: formatCnpj(p.cnpj),
    diocese: p.diocese ?? '',
    cep: p.cep ?? '',
    endereco: p.endereco ?? '',
    cidade: p.cidade ?? '',
    uf: p.uf ?? '',
    telefone: p.telefone ?? '',
    email: p.email ?? '',
    site: p.site ?? '',
    fuso_horario: p.fuso_horario,
    paroco: p.paroco ?? { nome: '', titulo: 'Pároco' },
    vigarios: p.vigarios,
  };
}

/** What is sent: a pároco without a name is none (a vacant parish), the rest as typed. */
export const bodyOf = (v: ProfileValues) => ({ ...v, paroco: v.paroco.nome.trim() ? v.paroco : null });

/** The form is checked by the very schema the server parses PUT /api/paroquia with, after bodyOf. */
export const ProfileForm = z.preprocess((v) => bodyOf(v as ProfileValues), ParishProfileBody);
