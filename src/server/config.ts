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
  /** Fastify's trustProxy: true, a list of proxy addresses, or a rule trusting the first N hops. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
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
}

export type StorageConfig =
  | { driver: 'local' }
  | { driver: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };

const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (fallback: string) => z.preprocess(blankIsUnset, z.string().trim().default(fallback));
const url = (fallback: string) => z.preprocess(blankIsUnset, z.url().default(fallback));

const Env = z.object({
  PORT: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('./data'),
  DIST_DIR: text('./dist'),
  DATABASE_URL: z.preprocess(blankIsUnset, z.string().regex(/^postgres(ql)?:\/\//, 'deve começar com postgres://').optional()),
  SEED: z.preprocess(blankIsUnset, z.string().optional()),
  PRODUCT_NAME: text('Sacratech'),
  WEATHER_API_URL: url('https://api.open-meteo.com/v1/forecast'),
  GEOCODING_API_URL: url('https://geocoding-api.open-meteo.com/v1/reverse'),
  IP_LOCATION_URL: url('https://ipapi.co/json/'),
  CEP_API_URL: url('https://viacep.com.br/ws'),
  LOG_LEVEL: z.preprocess(blankIsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  TRUST_PROXY: z.preprocess(blankIsUnset, z.string().optional()),
  CORS_ORIGINS: z.preprocess(blankIsUnset, z.string().optional()),
  SMTP_URL: z.preprocess(blankIsUnset, z.string().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://').optional()),
  MAIL_FROM: text('Sacratech <nao-responda@sacratech.local>'),
  REMINDER_TICK_SECONDS: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(3600).default(30)),
  STORAGE: z.preprocess(blankIsUnset, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: z.preprocess(blankIsUnset, z.url().optional()),
  S3_BUCKET: z.preprocess(blankIsUnset, z.string().trim().optional()),
  S3_REGION: text('us-east-1'),
  S3_ACCESS_KEY_ID: z.preprocess(blankIsUnset, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankIsUnset, z.string().optional()),
}).refine((e) => e.STORAGE !== 's3' || e.S3_BUCKET, { path: ['S3_BUCKET'], message: 'obrigatório com STORAGE=s3' });

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((v) => v.trim()).filter(Boolean);
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
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    reminderTickMs: e.REMINDER_TICK_SECONDS * 1000,
    storage:
      e.STORAGE === 's3'
        ? { driver: 's3', bucket: e.S3_BUCKET!, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : { driver: 'local' },
  };
}
