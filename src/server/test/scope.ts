import { runWithScope } from '../db/scope';

/** `fn` run under a parish's scope (db/scope.ts), as a signed-in request of that parish runs its queries. */
export function inParish<T>(paroquiaId: number, fn: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => runWithScope({ paroquiaId, curia: false }, () => void fn().then(resolve, reject)));
}
