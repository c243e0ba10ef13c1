import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { toErrorResponse } from '../plugins/errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database out of reach answers 503 with the Portuguese text', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', withCode('ECONNRESET')],
    ['administrator shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['connection failure', withCode('08006')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['scope statement cut off', new Error('A conexão não recebeu o escopo da paróquia', { cause: withCode('57P01') })],
  ])('%s', (_name, error) => {
    expect(toErrorResponse(error)).toEqual({ status: 503, body: { message: MSG.unavailable } });
  });

  it('a query fault stays a 500', () => {
    expect(toErrorResponse(withCode('42P01', 'relation "x" does not exist')).status).toBe(500);
    expect(toErrorResponse(new Error('boom')).status).toBe(500);
    expect(toErrorResponse(new Error('A conexão não recebeu o escopo da paróquia', { cause: withCode('42P01') })).status).toBe(500);
  });
});
