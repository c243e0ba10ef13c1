import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from '../shared/schemas/zod';

/**
 * Server configuration from the environment. Empty values count as unset, so a caller
 * can clear an inherited variable (the e2e harness passes DATABASE_URL='').
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded files live: DATA_DIR/uploads. */
  uploadsDir: string;
  /** The built portal (vite build output). */
  distDir: string;
  /** postgres://... uses a PostgreSQL server; undefined uses the embedded one in DATA_DIR/pgdata (db/embedded.ts). */
  databaseUrl: string | undefined;
  /** 'demo' seeds an empty database on start; 'none' leaves it empty. */
  seed: 'demo' | 'none';
  productName: string;
  weatherApiUrl: string;
  geocodingApiUrl: string;
  ipLocationUrl: string;
  cepApiUrl: string;
  logLevel: string;
  /**
   * Fastify's trustProxy: false, the number of proxy hops in front of the portal, or the proxies'
   * addresses. Never `true`: that trusts every X-Forwarded-For entry, so any client picks its own address.
   */
  trustProxy: false | number | string[];
  /** Strict-Transport-Security on HTTPS answers also covers the domain's subdomains. */
  hstsIncludeSubdomains: boolean;
  /** Other origins allowed to call the API with credentials (sites embedding the elements). */
  corsOrigins: string[];
  /** smtp:// or smtps:// server for the portal's e-mails (reminders); undefined writes them as .eml files to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From of the portal's e-mails. */
  mailFrom: string;
  /** How often the reminders' scheduler looks for due reminders and queued e-mails. Reminders have minute precision: every 30 s fires each within half a minute. */
  reminderTickMs: number;
  /** Where uploaded files live: local disk under uploadsDir (default), or an S3-compatible object store. */
  storage: StorageConfig;
  /**
   * The portal's public address ('https://portal.paroquia.org.br', no trailing slash): printed on
   * certificates as where to verify them. Unset, the address the request came to is used.
   */
  publicUrl: string | undefined;
  /** The database's row-level security between parishes (migration 042); ROW_LEVEL_SECURITY=off only to compare costs. */
  rowLevelSecurity: boolean;
}

export type StorageConfig =
  { driver: 'local' } | { driver: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };

const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().trim().default(fallback));
const url = (fallback: string) => z.preprocess(blankIsUnset, z.url().default(fallback));

const Env = z
  .object({
    PORT: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(65535).default(8080)),
    HOST: text('127.0.0.1'),
    DATA_DIR: text('./data'),
    DIST_DIR: text('./dist'),
    DATABASE_URL: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres://')
        .optional(),
    ),
    SEED: z.preprocess(blankIsUnset, z.string().optional()),
    PRODUCT_NAME: text('Sacratech'),
    WEATHER_API_URL: url('https://api.open-meteo.com/v1/forecast'),
    GEOCODING_API_URL: url('https://geocoding-api.open-meteo.com/v1/reverse'),
    IP_LOCATION_URL: url('https://ipapi.co/json/'),
    CEP_API_URL: url('https://viacep.com.br/ws'),
    LOG_LEVEL: z.preprocess(blankIsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    TRUST_PROXY: z.preprocess(blankIsUnset, z.string().trim().optional()),
    HSTS_INCLUDE_SUBDOMAINS: z.preprocess(blankIsUnset, z.enum(['true', 'false']).default('false')),
    CORS_ORIGINS: z.preprocess(blankIsUnset, z.string().optional()),
    SMTP_URL: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
        .optional(),
    ),
    MAIL_FROM: text('Sacratech <nao-responda@sacratech.local>'),
    REMINDER_TICK_SECONDS: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(3600).default(30)),
    STORAGE: z.preprocess(blankIsUnset, z.enum(['local', 's3']).default('local')),
    S3_ENDPOINT: z.preprocess(blankIsUnset, z.url().optional()),
    S3_BUCKET: z.preprocess(blankIsUnset, z.string().trim().optional()),
    S3_REGION: text('us-east-1'),
    S3_ACCESS_KEY_ID: z.preprocess(blankIsUnset, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankIsUnset, z.string().optional()),
    PUBLIC_URL: z.preprocess(blankIsUnset, z.url({ protocol: /^https?$/, error: 'deve ser um endereço http:// ou https://' }).optional()),
    ROW_LEVEL_SECURITY: z.preprocess(blankIsUnset, z.enum(['on', 'off']).default('on')),
  })
  .refine((e) => e.STORAGE !== 's3' || e.S3_BUCKET, { path: ['S3_BUCKET'], message: 'obrigatório com STORAGE=s3' });

// What proxy-addr (Fastify's trustProxy) accepts besides addresses and CIDR ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}

/** TRUST_PROXY: a hop count ('1') or the proxies' addresses ('10.0.0.1, 10.0.0.0/8'); 'true' is refused (see Config). */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      'Configuração inválida: TRUST_PROXY=true confiaria em qualquer X-Forwarded-For e deixaria cada cliente escolher o próprio endereço. ' +
        'Use o número de proxies à frente do portal (ex.: TRUST_PROXY=1) ou os endereços deles (ex.: TRUST_PROXY=10.0.0.5).',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const wrong = addresses.filter((a) => !isProxyAddress(a));
  if (wrong.length || !addresses.length) {
    throw new Error(`Configuração inválida: TRUST_PROXY: '${wrong.join("', '") || value}' não é número de saltos nem endereço ou faixa (CIDR) de proxy`);
  }
  return addresses;
}

/**
 * The rule Fastify applies: a hop count trusts that many proxies nearest the portal (Fastify's own
 * number form trusts none); an address list trusts those proxies wherever they are in the chain.
 */
export function trustedProxies(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => new URL(v).origin);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuração inválida: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    distDir: resolve(e.DIST_DIR),
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED === 'none' ? 'none' : 'demo',
    productName: e.PRODUCT_NAME,
    weatherApiUrl: e.WEATHER_API_URL,
    geocodingApiUrl: e.GEOCODING_API_URL,
    ipLocationUrl: e.IP_LOCATION_URL,
    cepApiUrl: e.CEP_API_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    hstsIncludeSubdomains: e.HSTS_INCLUDE_SUBDOMAINS === 'true',
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    reminderTickMs: e.REMINDER_TICK_SECONDS * 1000,
    storage:
      e.STORAGE === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { driver: 'local' },
    // Origin and path (a portal under /portal), without query, fragment or the trailing slash.
    publicUrl: e.PUBLIC_URL && `${new URL(e.PUBLIC_URL).origin}${new URL(e.PUBLIC_URL).pathname}`.replace(/\/+$/, ''),
    rowLevelSecurity: e.ROW_LEVEL_SECURITY === 'on',
  };
}
