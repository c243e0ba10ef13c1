import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { fieldPaths, serverFieldErrors, unplacedText } from './server-errors';

describe("the server's field errors", () => {
  it('takes the first text of each field of a validation answer', () => {
    const error = new ApiError(422, {
      message: 'Dados inválidos.',
      errors: { cpf: ['CPF já cadastrado nesta paróquia.', 'outro'], tutor: 'Selecione o tutor.' },
    });
    expect(serverFieldErrors(error)).toEqual({ cpf: 'CPF já cadastrado nesta paróquia.', tutor: 'Selecione o tutor.' });
  });

  it('finds none in other failures', () => {
    expect(serverFieldErrors(new ApiError(500, { message: 'Erro interno.' }))).toEqual({});
    expect(serverFieldErrors(new ApiError(0, null))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

describe("the form's field names", () => {
  it('names a group of fields by its dotted path, and files and lists as one field', () => {
    const file = new Blob(['x']);
    expect(fieldPaths({ nome: '', conjuge1: { nome: '', pai: '' }, anexos: [file], foto: file })).toEqual([
      'nome',
      'conjuge1.nome',
      'conjuge1.pai',
      'anexos',
      'foto',
    ]);
  });
});

describe('what a form says besides its fields', () => {
  const refused = new ApiError(409, { message: 'Esta pessoa já é dizimista.', errors: { register_id: ['Esta pessoa já é dizimista.'] } });
  it('nothing when every text is under its field', () => {
    expect(unplacedText(refused, ['register_id'], 'Falha ao salvar')).toBeNull();
    expect(
      unplacedText(new ApiError(422, { message: 'Dados inválidos.', errors: { dizimista_id: ['Dizimista não encontrado.'] } }), ['dizimista'], 'x', {
        dizimista_id: 'dizimista',
      }),
    ).toBeNull();
  });

  it('the texts of fields the form does not show, without their names', () => {
    expect(unplacedText(refused, [], 'Falha ao salvar')).toBe('Esta pessoa já é dizimista.');
    const two = new ApiError(422, {
      message: 'Dados inválidos.',
      errors: { motivo: ['Informe o motivo do estorno (ao menos 3 caracteres).'], valor: ['Valor inválido.'] },
    });
    expect(unplacedText(two, ['valor'], 'x')).toBe('Informe o motivo do estorno (ao menos 3 caracteres).');
  });

  it("the server's message, or the screen's own line", () => {
    expect(unplacedText(new ApiError(404, { message: 'Crédito pendente não encontrado.' }), [], 'Falha ao lançar')).toBe('Crédito pendente não encontrado.');
    expect(unplacedText(new ApiError(0, null), [], 'Falha ao lançar')).toBe('Falha ao lançar');
  });
});
