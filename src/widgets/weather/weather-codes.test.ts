import { describe, expect, it } from 'vitest';
import { describeWeather, formatTemperature, WEATHER_TEXT } from './weather-codes';

describe('describeWeather', () => {
  it.each([
    [[0], 'Céu limpo', 'sun'],
    [[1, 2, 3], 'Parcialmente nublado', 'cloud-sun'],
    [[45, 48], 'Neblina', 'fog'],
    [[51, 53, 55, 56, 57], 'Garoa', 'drizzle'],
    [[61, 63, 65, 66, 67], 'Chuva', 'rain'],
    [[71, 73, 75, 77], 'Neve', 'snow'],
    [[80, 81, 82], 'Pancadas de chuva', 'showers'],
    [[85, 86], 'Pancadas de neve', 'snow-showers'],
    [[95, 96, 99], 'Trovoadas', 'storm'],
  ])('codes %j read %s, with the icon %s', (codes, description, icon) => {
    for (const code of codes) {
      const look = describeWeather(code);
      expect(look.description).toBe(description);
      expect(look.icon).toBe(icon);
    }
  });

  it('uses the fallback text outside the ranges', () => {
    for (const code of [-1, 4, 44, 46, 47, 50, 58, 60, 68, 78, 83, 84, 87, 94, 100, 2.5, Number.NaN]) {
      expect(describeWeather(code).description).toBe(WEATHER_TEXT.unknownWeather);
    }
    expect(WEATHER_TEXT.unknownWeather).toBe('Clima indisponível');
  });
});

describe('formatTemperature', () => {
  it('rounds to whole degrees Celsius', () => {
    expect(formatTemperature(23.5)).toBe('24°C');
    expect(formatTemperature(23.49)).toBe('23°C');
    expect(formatTemperature(-3.6)).toBe('-4°C');
  });

  it('never shows a negative zero', () => {
    expect(formatTemperature(-0.4)).toBe('0°C');
  });
});

describe('last-resort texts (spec section 8)', () => {
  it('are the spec strings', () => {
    expect(WEATHER_TEXT.noTemperature).toBe('—');
    expect(WEATHER_TEXT.noCity).toBe('Cidade não disponível');
    expect(WEATHER_TEXT.noWeather).toBe('Clima não disponível');
    expect(WEATHER_TEXT.noGeolocation).toBe('Geolocalização indisponível');
  });
});
