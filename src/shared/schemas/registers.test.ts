import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegisterSchema, REGISTER_MSG } from './registers';

const bornDateErrors = (zone: string, born_date: string) =>
  createRegisterSchema(zone)
    .safeParse({ name: 'Ana', phone: '19987654321', born_date })
    .error?.issues.filter((i) => i.path[0] === 'born_date')
    .map((i) => i.message) ?? [];

describe("the register's birth date is bounded by today in the parish's zone", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('at 22:00 in São Paulo (01:00 of the next day in UTC) the next day is in the future', () => {
    vi.setSystemTime(new Date('2026-03-10T22:00:00-03:00'));
    expect(bornDateErrors('America/Sao_Paulo', '2026-03-10')).toEqual([]);
    expect(bornDateErrors('America/Sao_Paulo', '2026-03-11')).toEqual([REGISTER_MSG.bornDateFuture]);
  });

  it('a parish in Manaus is an hour behind: at 00:30 in Brasília it is still yesterday there', () => {
    vi.setSystemTime(new Date('2026-03-11T00:30:00-03:00'));
    expect(bornDateErrors('America/Sao_Paulo', '2026-03-11')).toEqual([]);
    expect(bornDateErrors('America/Manaus', '2026-03-11')).toEqual([REGISTER_MSG.bornDateFuture]);
  });
});
