import { describe, expect, it } from 'vitest';
import { ApiError, bodyText, errorText, failureText, htmlToText, loginErrorText, networkError, unexpectedAnswer } from './errors';

describe('errorText', () => {
  it('joins field errors as "field: text | ..."', () => {
    const err = new ApiError(422, { message: 'Dados inválidos.', errors: { name: ['Nome é obrigatório'], phone: ['a', 'b'] } });
    expect(errorText(err)).toBe('name: Nome é obrigatório | phone: a, b');
  });
  it('shows message, then error, with details after a dash', () => {
    expect(errorText(new ApiError(400, { message: 'Falhou' }))).toBe('Falhou');
    expect(errorText(new ApiError(400, { error: 'Ruim', details: 'mais' }))).toBe('Ruim - mais');
  });
  it('falls back to the screen message, then "Erro {status}"', () => {
    expect(errorText(new ApiError(500, null), 'Falha ao carregar usuários')).toBe('Falha ao carregar usuários');
    expect(errorText(new ApiError(503, {}))).toBe('Erro 503');
    expect(errorText(networkError())).toBe('Não foi possível conectar ao servidor.');
  });
  it("a text the client was told comes before the screen's line, except a network failure's", () => {
    expect(errorText(unexpectedAnswer('pix'), 'Falha ao carregar')).toBe('Resposta inesperada do portal (pix).');
    expect(errorText(new ApiError(413, null, 'Falha ao anexar arquivos (HTTP 413)'), 'Falha')).toBe('Falha ao anexar arquivos (HTTP 413)');
    expect(errorText(networkError(), 'Falha ao carregar usuários')).toBe('Falha ao carregar usuários');
    expect(errorText(networkError())).toBe('Não foi possível conectar ao servidor.');
  });

  it("shows the server's own text for a 503 (the database restarting)", () => {
    const text = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
    expect(errorText(new ApiError(503, { message: text }), 'Falha ao carregar usuários')).toBe(text);
  });
  it('reduces HTML error pages to their title, cut short', () => {
    const html = `<html><head><title>502 Bad Gateway</title></head><body><h1>x</h1></body></html>`;
    expect(errorText(new ApiError(502, html))).toBe('502 Bad Gateway');
    expect(htmlToText(`<p>${'a'.repeat(500)}</p>`).length).toBe(280);
    expect(bodyText('<div><script>alert(1)</script>Oi</div>')).toBe('Oi');
  });
});

describe('failureText', () => {
  it("puts the screen's line first and what the server or the network said after a dash", () => {
    expect(failureText('Falha ao excluir protocolo', new ApiError(409, { message: 'Prazo de 24 horas encerrado.' }))).toBe(
      'Falha ao excluir protocolo - Prazo de 24 horas encerrado.',
    );
    expect(failureText('Falha ao buscar lembretes', networkError())).toBe('Falha ao buscar lembretes - Não foi possível conectar ao servidor.');
  });
  it('says the line alone when nothing more is known, or nothing new', () => {
    expect(failureText('Erro ao transferir crismandos', new ApiError(500, null))).toBe('Erro ao transferir crismandos');
    expect(failureText('Falha ao criar bucket', new ApiError(400, { message: 'Falha ao criar bucket' }))).toBe('Falha ao criar bucket');
    expect(failureText('Falha ao carregar turma', new Error('zod: expected number'))).toBe('Falha ao carregar turma');
  });
});

describe('loginErrorText', () => {
  it('uses the JSON message, else the JSON text, else plain text, else HTTP {status}', () => {
    expect(loginErrorText(new ApiError(401, { message: 'Usuário ou senha inválidos.' }))).toBe('Usuário ou senha inválidos.');
    expect(loginErrorText(new ApiError(400, { foo: 1 }))).toBe('{"foo":1}');
    expect(loginErrorText(new ApiError(500, '<b>Quebrou</b>'))).toBe('Quebrou');
    expect(loginErrorText(new ApiError(502, ''))).toBe('HTTP 502');
  });
});
