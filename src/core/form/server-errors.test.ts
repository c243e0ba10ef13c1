import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { fieldPaths, serverFieldErrors } from './server-errors';

describe("the server's field errors", () => {
  it('takes the first text of each field of a validation answer', () => {
    const error = new ApiError(422, { message: 'Dados inválidos.', errors: { cpf: ['CPF já cadastrado nesta paróquia.', 'outro'], tutor: 'Selecione o tutor.' } });
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
    expect(fieldPaths({ nome: '', conjuge1: { nome: '', pai: '' }, anexos: [file], foto: file })).toEqual(['nome', 'conjuge1.nome', 'conjuge1.pai', 'anexos', 'foto']);
  });
});
