import { describe, expect, it } from 'vitest';
import { forecastUrl, parseCity, parseForecast, parseIpLocation, reverseGeocodingUrl } from './responses';

const place = { latitude: -23.55, longitude: -46.63 };

describe('request URLs', () => {
  it('asks the forecast for the current temperature and code with the automatic time zone', () => {
    expect(forecastUrl('https://wx.test/v1/forecast', place)).toBe(
      'https://wx.test/v1/forecast?latitude=-23.55&longitude=-46.63&current=temperature_2m,weather_code&timezone=auto',
    );
  });

  it('asks reverse geocoding for one result in Portuguese', () => {
    expect(reverseGeocodingUrl('https://geo.test/reverse', place)).toBe('https://geo.test/reverse?latitude=-23.55&longitude=-46.63&language=pt&count=1');
  });

  it('keeps a query string the base URL already has', () => {
    expect(reverseGeocodingUrl('/geo?key=abc', place)).toBe('/geo?key=abc&latitude=-23.55&longitude=-46.63&language=pt&count=1');
  });
});

describe('parseForecast', () => {
  it('reads current.*', () => {
    expect(parseForecast({ current: { temperature_2m: 21.7, weather_code: 3 } })).toEqual({ temperature: 21.7, weatherCode: 3 });
  });

  it('falls back to the older current_weather.*', () => {
    expect(parseForecast({ current_weather: { temperature: 18.2, weathercode: 95 } })).toEqual({ temperature: 18.2, weatherCode: 95 });
  });

  it('falls back when current.* is incomplete', () => {
    expect(parseForecast({ current: { temperature_2m: null, weather_code: 1 }, current_weather: { temperature: 5, weathercode: 0 } })).toEqual({
      temperature: 5,
      weatherCode: 0,
    });
  });

  it('accepts numeric strings and a zero temperature', () => {
    expect(parseForecast({ current: { temperature_2m: '0', weather_code: '61' } })).toEqual({ temperature: 0, weatherCode: 61 });
  });

  it('returns null for anything else', () => {
    for (const json of [null, 'text', 42, [], {}, { error: true, reason: 'x' }, { current: { temperature_2m: 'hot', weather_code: 1 } }]) {
      expect(parseForecast(json)).toBeNull();
    }
  });
});

describe('parseCity', () => {
  it('reads results[0].name', () => {
    expect(parseCity({ results: [{ name: ' São Paulo ' }, { name: 'Outra' }] })).toBe('São Paulo');
  });

  it('returns null without a usable name', () => {
    for (const json of [null, {}, { results: [] }, { results: null }, { results: [{ name: '' }] }, { results: [{ name: 7 }] }]) {
      expect(parseCity(json)).toBeNull();
    }
  });
});

describe('parseIpLocation', () => {
  it('reads city, region, country_name and coordinates', () => {
    expect(parseIpLocation({ city: 'Curitiba', region: 'Paraná', country_name: 'Brazil', latitude: -25.43, longitude: -49.27 })).toEqual({
      city: 'Curitiba',
      region: 'Paraná',
      country: 'Brazil',
      latitude: -25.43,
      longitude: -49.27,
    });
  });

  it('keeps coordinates without a city', () => {
    expect(parseIpLocation({ latitude: '1.5', longitude: '2' })).toEqual({ city: null, region: null, country: null, latitude: 1.5, longitude: 2 });
  });

  it('returns null without usable coordinates', () => {
    for (const json of [null, {}, { city: 'X' }, { latitude: 100, longitude: 0 }, { latitude: 0, longitude: 181 }, { error: true, reason: 'RateLimited' }]) {
      expect(parseIpLocation(json)).toBeNull();
    }
  });
});
