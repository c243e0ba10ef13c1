import type { Db } from './types';

let counter = 0;

/** A nested transaction inside `tx`: a savepoint released on success, rolled back to on failure. */
export async function withSavepoint<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const name = `sp_${++counter}`;
  await tx.query(`SAVEPOINT ${/* sql-fragment: fixed */ name}`);
  try {
    const result = await fn(tx);
    await tx.query(`RELEASE SAVEPOINT ${/* sql-fragment: fixed */ name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${/* sql-fragment: fixed */ name}`);
    throw error;
  }
}
