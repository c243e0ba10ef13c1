import { CampaignBody, type Campaign } from '../../shared/schemas/dizimo';
import { z } from '../../shared/schemas/zod';

/** The campaign form as the inputs hold it: text, the goal as its centavos ('500000', the money mask's value), the checkbox a boolean. */
export interface CampaignFormValues {
  nome: string;
  descricao: string;
  meta_centavos: string;
  inicio: string;
  fim: string;
  publica: boolean;
}

export const EMPTY_VALUES: CampaignFormValues = { nome: '', descricao: '', meta_centavos: '', inicio: '', fim: '', publica: false };

export function valuesOf(c: Campaign): CampaignFormValues {
  return {
    nome: c.nome,
    descricao: c.descricao ?? '',
    meta_centavos: c.meta_centavos === null ? '' : String(c.meta_centavos),
    inicio: c.inicio,
    fim: c.fim ?? '',
    publica: c.publica,
  };
}

/** The mask's centavos as a number for the schema; '' (no goal) stays ''. */
const centsOf = (text: string): number | string => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * The server's schema over the form's values, the goal's text read as a number first: the messages (and
 * their field names) are the server's own.
 */
export const CampaignForm = z.preprocess(
  (v) => (v && typeof v === 'object' && 'meta_centavos' in v ? { ...v, meta_centavos: centsOf(String(v.meta_centavos)) } : v),
  CampaignBody,
);

/** What the API is sent (called once the form has checked the values): a blank goal or end is sent as null, clearing it. */
export function campaignPayload(values: CampaignFormValues): CampaignBody {
  const body = CampaignForm.parse(values);
  return { ...body, meta_centavos: body.meta_centavos ?? null, fim: body.fim ?? null };
}
