/**
 * Whether an error means the database cannot be reached right now (restarting, down, connection
 * cut) rather than a fault of the query: such failures answer 503, and retrying later succeeds.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// 57P01-03: shut down by an administrator, crash, cannot connect now; class 08: connection exceptions.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
// node-postgres says these in words only: a lost connection, a pool that could not connect in time.
const MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Client has encountered a connection error and is not queryable)/;

/** Its cause counts too: a scope statement lost with the connection fails its query with the loss as the cause (db/postgres.ts). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code))) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  return cause !== error && isDatabaseUnavailable(cause);
}
