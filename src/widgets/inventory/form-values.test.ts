import { describe, expect, it } from 'vitest';
import { INVENTORY_MSG } from '../../shared/schemas/inventory';
import { EMPTY_VALUES, formErrorsOf, validateItem, valuesOf } from './form-values';

const filled = { item: ' Cálice ', category_id: '3', ent_id: '5', qntd_distributed: '12', description: '' };

describe('item form validation', () => {
  it('gives every message of the spec for an empty form', () => {
    expect(validateItem({ ...EMPTY_VALUES, qntd_distributed: '' }).errors).toEqual({
      item: 'O campo "Item" é obrigatório.',
      category_id: 'Selecione uma categoria.',
      ent_id: 'Selecione uma comunidade.',
      qntd_distributed: 'Quantidade distribuída deve ser um número maior ou igual a zero.',
    });
  });

  it('refuses negative, fractional and non-numeric quantities', () => {
    for (const qty of ['-1', '1.5', '2,5', 'abc']) {
      expect(validateItem({ ...filled, qntd_distributed: qty }).errors, qty).toEqual({ qntd_distributed: INVENTORY_MSG.quantityInvalid });
    }
  });

  it('turns valid text into the payload: trimmed item, numbers, empty description as null', () => {
    expect(validateItem(filled).payload).toEqual({ item: 'Cálice', category_id: 3, ent_id: 5, qntd_distributed: 12, description: null });
    expect(validateItem({ ...filled, qntd_distributed: '0', description: '<b>x</b>' }).payload).toMatchObject({ qntd_distributed: 0, description: '<b>x</b>' });
  });

  it('round-trips an item into the form', () => {
    const item = { i_id: 1, item: 'Alva', category_id: 2, category_name: 'Paramentos', ent_id: 4, ent_name: 'Matriz', description: null, qntd_distributed: 0, last_update: '2026-01-01T00:00:00.000Z' };
    expect(valuesOf(item)).toEqual({ item: 'Alva', category_id: '2', ent_id: '4', qntd_distributed: '0', description: '' });
    expect(validateItem(valuesOf(item)).payload).toEqual({ item: 'Alva', category_id: 2, ent_id: 4, qntd_distributed: 0, description: null });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(formErrorsOf({ category: ['Categoria não encontrada nesta paróquia.'], ent_id: ['x', 'y'], other: ['z'] })).toEqual({
      category_id: 'Categoria não encontrada nesta paróquia.',
      ent_id: 'x',
    });
  });
});
