import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { PublicCampaign, PublicTithe } from '../../shared/schemas/dizimo';
import { readCampaign, readTithe } from './api';

const PIX = { payload: '00020126360014br.gov.bcb.pix5204000053039865802BR6304ABCD' };
const CAMPAIGN = { nome: 'Reforma do telhado', descricao: 'Telhas novas', meta_centavos: 3_600_000, arrecadado_centavos: 1_656_000, doadores: 23, pix: PIX };

/** Whether the shared (full zod) schema accepts `answer`, as the server's answers are checked. */
const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, answer: unknown) => schema.safeParse(answer).success;
const reads = (read: (a: unknown) => unknown, answer: unknown) => {
  try {
    read(answer);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.message.startsWith('Resposta inesperada do portal'))) throw error;
    return false;
  }
};

describe('readTithe and readCampaign', () => {
  it('read the tithe and a campaign as the element shows them', () => {
    expect(readTithe({ paroquia: 'Paróquia São José', pix: PIX })).toEqual({
      title: 'Dízimo — Paróquia São José',
      description: null,
      progress: null,
      payload: PIX.payload,
    });
    expect(readTithe({ paroquia: 'Paróquia São José', pix: null }).payload).toBeNull();
    expect(readCampaign(CAMPAIGN)).toEqual({
      title: 'Reforma do telhado',
      description: 'Telhas novas',
      progress: { goalCents: 3_600_000, raisedCents: 1_656_000, donors: 23 },
      payload: PIX.payload,
    });
    expect(readCampaign({ ...CAMPAIGN, descricao: null, meta_centavos: null, pix: null })).toMatchObject({
      description: null,
      progress: { goalCents: null },
      payload: null,
    });
  });

  it('accept and refuse what the shared schemas accept and refuse', () => {
    const tithes = [
      { paroquia: 'P', pix: PIX },
      { paroquia: 'P', pix: null },
      { paroquia: 'P' },
      { paroquia: 1, pix: null },
      { paroquia: 'P', pix: {} },
      { paroquia: 'P', pix: { payload: 1 } },
      null,
      '<html>',
      [],
    ];
    for (const t of tithes) expect(reads(readTithe, t), JSON.stringify(t)).toBe(accepts(PublicTithe, t));
    const campaigns = [
      CAMPAIGN,
      { ...CAMPAIGN, descricao: null, meta_centavos: null, pix: null },
      { ...CAMPAIGN, nome: undefined },
      { ...CAMPAIGN, descricao: undefined },
      { ...CAMPAIGN, meta_centavos: 1.5 },
      { ...CAMPAIGN, arrecadado_centavos: '10' },
      { ...CAMPAIGN, doadores: null },
      { ...CAMPAIGN, pix: { payload: null } },
      null,
    ];
    for (const c of campaigns) expect(reads(readCampaign, c), JSON.stringify(c)).toBe(accepts(PublicCampaign, c));
  });
});
