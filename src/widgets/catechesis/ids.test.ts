import { describe, expect, it } from 'vitest';
import { idFrom } from './ids';

describe('idFrom', () => {
  it('takes only whole positive ids from attributes', () => {
    expect(['12', 12, '0', '-1', '1.5', 'abc', undefined, '99999999999'].map(idFrom)).toEqual([12, 12, null, null, null, null, null, null]);
  });
});
