import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seed: 'demo',
      productName: 'Sacratech',
      weatherApiUrl: 'https://api.open-meteo.com/v1/forecast',
      geocodingApiUrl: 'https://geocoding-api.open-meteo.com/v1/reverse',
      ipLocationUrl: 'https://ipapi.co/json/',
      cepApiUrl: 'https://viacep.com.br/ws',
      logLevel: 'info',
      trustProxy: false,
      corsOrigins: [],
      reminderTickMs: 30_000,
    });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.uploadsDir).toBe(`${c.dataDir}/uploads`);
  });

  it('reads the environment; empty values count as unset', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: '',
      SEED: 'none',
      PRODUCT_NAME: 'Paróquia Digital',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'https://a.example.org/, https://b.example.org:8443',
      LOG_LEVEL: 'warn',
      REMINDER_TICK_SECONDS: '5',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: undefined,
      seed: 'none',
      productName: 'Paróquia Digital',
      trustProxy: true,
      corsOrigins: ['https://a.example.org', 'https://b.example.org:8443'],
      logLevel: 'warn',
      reminderTickMs: 5_000,
    });
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('names what is wrong', () => {
    expect(() => loadConfig({ PORT: 'oito' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WEATHER_API_URL: 'não é url' })).toThrow(/WEATHER_API_URL/);
    expect(() => loadConfig({ REMINDER_TICK_SECONDS: '0' })).toThrow(/REMINDER_TICK_SECONDS/);
  });
});
