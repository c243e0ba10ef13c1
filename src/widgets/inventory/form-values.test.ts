import { describe, expect, it } from 'vitest';
import { CreateItem, INVENTORY_MSG } from '../../shared/schemas/inventory';
import { EMPTY_VALUES, itemPayload, valuesOf } from './form-values';

const filled = { item: ' Cálice ', category_id: '3', ent_id: '5', qntd_distributed: '12', description: '' };
/** The form's check: the first message of each field the shared schema refuses. */
const messages = (values: object) =>
  Object.fromEntries((CreateItem.safeParse(values).error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));

describe('item form values', () => {
  it('gives every message of the spec for an empty form', () => {
    expect(messages({ ...EMPTY_VALUES, qntd_distributed: '' })).toEqual({
      item: 'O campo "Item" é obrigatório.',
      category_id: 'Selecione uma categoria.',
      ent_id: 'Selecione uma comunidade.',
      qntd_distributed: 'Quantidade distribuída deve ser um número maior ou igual a zero.',
    });
  });

  it('refuses negative, fractional and non-numeric quantities', () => {
    for (const qty of ['-1', '1.5', '2,5', 'abc'])
      expect(messages({ ...filled, qntd_distributed: qty }), qty).toEqual({ qntd_distributed: INVENTORY_MSG.quantityInvalid });
  });

  it('turns valid text into the payload: trimmed item, numbers, empty description as null', () => {
    expect(itemPayload(filled)).toEqual({ item: 'Cálice', category_id: 3, ent_id: 5, qntd_distributed: 12, description: null });
    expect(itemPayload({ ...filled, qntd_distributed: '0', description: '<b>x</b>' })).toMatchObject({ qntd_distributed: 0, description: '<b>x</b>' });
  });

  it('round-trips an item into the form', () => {
    const item = {
      i_id: 1,
      item: 'Alva',
      category_id: 2,
      category_name: 'Paramentos',
      ent_id: 4,
      ent_name: 'Matriz',
      description: null,
      qntd_distributed: 0,
      last_update: '2026-01-01T00:00:00.000Z',
    };
    expect(valuesOf(item)).toEqual({ item: 'Alva', category_id: '2', ent_id: '4', qntd_distributed: '0', description: '' });
    expect(itemPayload(valuesOf(item))).toEqual({ item: 'Alva', category_id: 2, ent_id: 4, qntd_distributed: 0, description: null });
  });
});
