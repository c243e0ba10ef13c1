import { describe, expect, it } from 'vitest';
import { toWeatherState, weatherView } from './weather-view';

describe('weatherView', () => {
  it('shows the rounded temperature, icon, description and city when loaded', () => {
    const view = weatherView(toWeatherState({ weather: { temperature: 23.5, weatherCode: 95 }, city: 'Belo Horizonte' }));
    expect(view).toMatchObject({ status: 'loaded', city: 'Belo Horizonte', temperature: '24°C', description: 'Trovoadas' });
    expect(view.icon).toBe('storm');
  });

  it("shows the spec's last-resort texts when everything failed", () => {
    expect(weatherView(toWeatherState({ weather: null, city: null }))).toEqual({
      status: 'unavailable',
      city: 'Cidade não disponível',
      temperature: '—',
      icon: null,
      description: 'Clima não disponível',
    });
  });

  it('keeps a known city when only the weather is missing, and vice versa', () => {
    expect(weatherView(toWeatherState({ weather: null, city: 'Recife' })).city).toBe('Recife');
    expect(weatherView(toWeatherState({ weather: { temperature: 30, weatherCode: 0 }, city: null }))).toMatchObject({
      status: 'loaded',
      city: 'Cidade não disponível',
      description: 'Céu limpo',
    });
  });

  it('has a loading view with no temperature yet', () => {
    expect(weatherView({ status: 'loading' })).toMatchObject({ status: 'loading', temperature: '' });
  });

  it('describes unknown codes with the fallback text', () => {
    expect(weatherView(toWeatherState({ weather: { temperature: 20, weatherCode: 42 }, city: 'X' })).description).toBe('Clima indisponível');
  });
});
