import { describe, expect, it } from 'vitest';
import { bannersFrom, filterQuery, listPath, NO_FILTERS, searchTerm, withoutBanner } from './list-params';

describe('list parameters', () => {
  it('searches from 2 characters', () => {
    expect(searchTerm(' j ')).toBe('');
    expect(searchTerm(' jo ')).toBe('jo');
  });

  it('sends only the filters that are set', () => {
    expect(filterQuery(NO_FILTERS)).toEqual({});
    expect(filterQuery({ ...NO_FILTERS, q: 'a', city: ' Campinas ', civil_status: '2' })).toEqual({ city: 'Campinas', civil_status: '2' });
    expect(filterQuery({ ...NO_FILTERS, q: 'joão', civil_status: '1', work_state: '3', race: '5', city: 'x', home_situation: 'Centro' })).toEqual({
      q: 'joão',
      civil_status: '1',
      work_state: '3',
      race: '5',
      city: 'x',
      home_situation: 'Centro',
    });
  });

  it('carries banners through the address and closes them one by one', () => {
    const path = listPath({ success: 'Registro criado com sucesso! 2 anexos enviados.', error: 'Falha ao enviar anexos: x & y' });
    expect(bannersFrom(path.slice(path.indexOf('?')))).toEqual({
      success: 'Registro criado com sucesso! 2 anexos enviados.',
      error: 'Falha ao enviar anexos: x & y',
    });
    expect(listPath()).toBe('/registros');
    expect(bannersFrom('')).toEqual({ success: null, error: null });
    expect(withoutBanner(`http://portal${path}`, 'success')).toBe('/registros?error=Falha+ao+enviar+anexos%3A+x+%26+y');
    expect(withoutBanner('http://portal/registros?success=ok', 'success')).toBe('/registros');
  });
});
