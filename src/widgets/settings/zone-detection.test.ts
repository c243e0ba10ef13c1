import { describe, expect, it } from 'vitest';
import { fallbackMessage, forecastUrl, GEO_OPTIONS, isPermissionDenied, zoneFromForecast } from './zone-detection';

describe('forecastUrl', () => {
  it("asks the weather service for the position's current weather with the automatic zone", () => {
    const url = new URL(forecastUrl('https://api.open-meteo.com/v1/forecast', -23.55052, -46.633309));
    expect(url.origin + url.pathname).toBe('https://api.open-meteo.com/v1/forecast');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: '-23.5505',
      longitude: '-46.6333',
      current: 'temperature_2m,weather_code',
      timezone: 'auto',
    });
  });
});

describe('zoneFromForecast', () => {
  it('reads a valid IANA timezone from the answer', () => {
    expect(zoneFromForecast({ timezone: 'America/Recife', current: { temperature_2m: 28.4, weather_code: 1 } })).toBe('America/Recife');
  });
  it('gives null for a missing, invalid or placeholder zone', () => {
    expect(zoneFromForecast({})).toBeNull();
    expect(zoneFromForecast({ timezone: 'Marte/Olimpo' })).toBeNull();
    expect(zoneFromForecast({ timezone: 'GMT' })).toBeNull();
    expect(zoneFromForecast('<html>')).toBeNull();
  });
});

describe('geolocation', () => {
  it('uses the spec settings: 8 s, high accuracy, 60 s cache', () => {
    expect(GEO_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 8000, maximumAge: 60000 });
  });
  it('tells a denied permission from other failures', () => {
    expect(isPermissionDenied({ code: 1 })).toBe(true);
    expect(isPermissionDenied({ code: 3 })).toBe(false);
    expect(isPermissionDenied(new Error('x'))).toBe(false);
  });
  it('explains the fallback to the device zone', () => {
    expect(fallbackMessage('denied', 'America/Manaus')).toBe(
      'Permissão de localização negada. Usamos o fuso horário do dispositivo (America/Manaus). Confirme ou selecione outro na lista.',
    );
    expect(fallbackMessage('service', null)).toBe('Não foi possível consultar o serviço de fuso horário. Selecione seu fuso horário na lista.');
  });
});
