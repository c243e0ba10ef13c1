/**
 * The follow-up page's call, GET /api/public/pedidos/{segredo}, through core's plain-fetch `getJson` (no cookies:
 * the secret address is the only key). Read by hand to stay small; api.test.ts keeps the reader in step with the
 * shared schema (src/shared/schemas/solicitacoes.ts).
 */
import { apiUrl } from '../../core/api/url';
import { getJson, postJson } from '../../core/api/get-json';
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
  estado_rotulo: string;
  paroquia: string;
  criado_em: string;
  nome: string;
  /** The baptism's date and the course session chosen. */
  data: Quando | null;
  curso: Quando | null;
  valor_centavos: number;
  /** The fee's PIX while unpaid (BR Code 'copia e cola' and amount). */
  pix: { payload: string; valor_centavos: number } | null;
  pago: boolean;
  prazo_pagamento: string | null;
  /** The deadline passed unpaid: the place was freed. */
  vaga_liberada: boolean;
  mensagens: Array<{ id: number; de: 'paroquia' | 'familia'; texto: string; criado_em: string }>;
  /** The office's answer: 'não encontrado' with what was searched, or why it was cancelled. */
  resposta: string | null;
  /** The certificate issued, to download once paid. */
  certidao: { codigo: string; url: string } | null;
}

const quando = (body: Json, field: string): Quando | null =>
  nullable(body, field, (b, f) => {
    const q = object(b[f], f);
    return { ...fields(q, { data: text, hora: text }), local: nullable(q, 'local', text) };
  });

export function readAcompanhamento(answer: unknown): Acompanhamento {
  const body = object(answer, 'pedido');
  return {
    ...fields(body, {
      codigo: text,
      tipo: (b, f) => check<'batismo' | 'certidao'>(b[f] === 'batismo' || b[f] === 'certidao', b[f], f),
      estado: text,
      estado_rotulo: text,
      paroquia: text,
      criado_em: text,
      nome: text,
      valor_centavos: int,
      pago: bool,
      vaga_liberada: bool,
    }),
    data: quando(body, 'data'),
    curso: quando(body, 'curso'),
    pix: nullable(body, 'pix', (b, f) => fields(object(b[f], f), { payload: text, valor_centavos: int })),
    prazo_pagamento: nullable(body, 'prazo_pagamento', text),
    resposta: nullable(body, 'resposta', text),
    mensagens: list(body.mensagens, 'mensagens').map((m) => {
      const msg = object(m, 'mensagem');
      return {
        ...fields(msg, { id: int, texto: text, criado_em: text }),
        de: check<'paroquia' | 'familia'>(msg.de === 'paroquia' || msg.de === 'familia', msg.de, 'de'),
      };
    }),
    certidao: nullable(body, 'certidao', (b, f) => fields(object(b[f], f), { codigo: text, url: text })),
  };
}

const path = (segredo: string) => `/api/public/pedidos/${encodeURIComponent(segredo)}`;

export const fetchAcompanhamento = async (segredo: string, signal?: AbortSignal) => readAcompanhamento(await getJson(path(segredo), { signal }));

/** The certificate's PDF: the portal's address for it, on the portal that answered (the element may be on another site). */
export const certidaoUrl = (url: string) => (url.startsWith('/') ? apiUrl(url) : url);

/** POST /api/public/pedidos/{segredo}/mensagens: the family's reply to the office (MensagemBody). */
export const sendResposta = (segredo: string, texto: string) => postJson(`${path(segredo)}/mensagens`, { texto });
