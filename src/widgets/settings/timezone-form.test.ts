import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { timezoneForm } from './timezone-form';

const first = (emptyMessage: string, timezone: string) => timezoneForm(emptyMessage).safeParse({ timezone }).error?.issues[0].message;

describe('the time-zone form', () => {
  it("says the screen's own text for no choice, and the shared one for a zone that does not exist", () => {
    expect(first('Selecione um fuso horário', '')).toBe('Selecione um fuso horário');
    expect(first(MSG.timezoneInvalid, ' ')).toBe(MSG.timezoneInvalid);
    expect(first('Selecione um fuso horário', 'America/Atlantida')).toBe(MSG.timezoneInvalid);
  });

  it('accepts an IANA zone', () => {
    expect(timezoneForm('x').parse({ timezone: 'America/Recife' })).toEqual({ timezone: 'America/Recife' });
  });
});
