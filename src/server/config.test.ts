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
      TRUST_PROXY: '1',
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
      trustProxy: 1,
      corsOrigins: ['https://a.example.org', 'https://b.example.org:8443'],
      logLevel: 'warn',
      reminderTickMs: 5_000,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).hstsIncludeSubdomains).toBe(false);
    expect(loadConfig({ HSTS_INCLUDE_SUBDOMAINS: 'true' }).hstsIncludeSubdomains).toBe(true);
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its address, and names what to use instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Configuração inválida: TRUST_PROXY=true confiaria em qualquer X-Forwarded-For e deixaria cada cliente escolher o próprio endereço. ' +
        'Use o número de proxies à frente do portal (ex.: TRUST_PROXY=1) ou os endereços deles (ex.: TRUST_PROXY=10.0.0.5).',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local, 10.0.0.1/40' })).toThrow(
      "Configuração inválida: TRUST_PROXY: 'proxy.local', '10.0.0.1/40' não é número de saltos nem endereço ou faixa (CIDR) de proxy",
    );
  });

  it('reads PUBLIC_URL as origin and path without the trailing slash; only http(s)', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://portal.paroquia.org.br/' }).publicUrl).toBe('https://portal.paroquia.org.br');
    expect(loadConfig({ PUBLIC_URL: 'https://paroquia.org.br/portal/?x=1#y' }).publicUrl).toBe('https://paroquia.org.br/portal');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://paroquia.org.br' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'paroquia.org.br' })).toThrow(/PUBLIC_URL/);
  });

  it('names what is wrong', () => {
    expect(() => loadConfig({ PORT: 'oito' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WEATHER_API_URL: 'não é url' })).toThrow(/WEATHER_API_URL/);
    expect(() => loadConfig({ REMINDER_TICK_SECONDS: '0' })).toThrow(/REMINDER_TICK_SECONDS/);
    expect(() => loadConfig({ HSTS_INCLUDE_SUBDOMAINS: 'sim' })).toThrow(/HSTS_INCLUDE_SUBDOMAINS/);
  });
});
