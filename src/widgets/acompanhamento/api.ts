/**
 * The follow-up page's call, GET /api/public/pedidos/{segredo}, through core's plain-fetch `getJson` (no cookies:
 * the secret address is the only key). Read by hand to stay small; api.test.ts keeps the reader in step with the
 * shared schema (src/shared/schemas/solicitacoes.ts).
 */
import { apiUrl } from '../../core/api/url';
import { getJson } from '../../core/api/get-json';
import { bool, check, fields, int, list, nullable, object, text, type Json } from '../../core/api/read-answer';

interface Quando {
  data: string;
  hora: string;
  local: string | null;
}

export interface Acompanhamento {
  codigo: string;
  tipo: 'batismo' | 'certidao';
  estado: string;
  paroquia: string;
  criado_em: string;
  nome: string;
  data_batismo: Quando | null;
  curso: Quando | null;
  /** The fee's PIX (BR Code 'copia e cola' and amount); null when there is no fee. */
  pix: { payload: string; valor_centavos: number } | null;
  pago: boolean;
  prazo_pagamento: string | null;
  mensagens: Array<{ de: 'paroquia' | 'familia'; texto: string; criado_em: string }>;
  /** The certificate issued, to download once paid (or null). */
  certidao: { codigo: string } | null;
}

const quando = (body: Json, field: string): Quando | null =>
  nullable(body, field, (b, f) => {
    const q = object(b[f], f);
    return { ...fields(q, { data: text, hora: text }), local: q.local === undefined ? null : nullable(q, 'local', text) };
  });

export function readAcompanhamento(answer: unknown): Acompanhamento {
  const body = object(answer, 'pedido');
  return {
    ...fields(body, {
      codigo: text,
      tipo: (b, f) => check<'batismo' | 'certidao'>(b[f] === 'batismo' || b[f] === 'certidao', b[f], f),
      estado: text,
      paroquia: text,
      criado_em: text,
      nome: text,
      pago: bool,
    }),
    data_batismo: quando(body, 'data_batismo'),
    curso: quando(body, 'curso'),
    pix: nullable(body, 'pix', (b, f) => fields(object(b[f], f), { payload: text, valor_centavos: int })),
    prazo_pagamento: nullable(body, 'prazo_pagamento', text),
    mensagens: list(body.mensagens, 'mensagens').map((m) => {
      const msg = object(m, 'mensagem');
      return {
        ...fields(msg, { texto: text, criado_em: text }),
        de: check<'paroquia' | 'familia'>(msg.de === 'paroquia' || msg.de === 'familia', msg.de, 'de'),
      };
    }),
    certidao: nullable(body, 'certidao', (b, f) => fields(object(b[f], f), { codigo: text })),
  };
}

const path = (segredo: string) => `/api/public/pedidos/${encodeURIComponent(segredo)}`;

export const fetchAcompanhamento = async (segredo: string, signal?: AbortSignal) => readAcompanhamento(await getJson(path(segredo), { signal }));

/** The certificate's PDF, once issued and paid: the secret address is the key (no cookie needed). */
export const certidaoUrl = (segredo: string) => apiUrl(`${path(segredo)}/certidao.pdf`);
