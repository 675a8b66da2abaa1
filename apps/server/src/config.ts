import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A comma-separated list of host names; `*.` before a domain stands for its subdomains. */
const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(
            /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
            'list host names such as fcm.googleapis.com or *.notify.windows.com',
          ),
      )
      .min(1, 'list at least one host'),
  );

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** What this deployment's Redis keys and channels start with, so deployments can share one. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'use up to 64 letters, digits, _ : . or -')
    .default('raahi:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AADHAAR_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  DEMO_DATA: booleanFromEnv.optional(),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: booleanFromEnv.optional(),
  KYC_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  /** The Web Push services notifications may be sent to (the four browsers' by default). */
  PUSH_SERVICE_HOSTS: hostList.optional(),
  /**
   * Run the background jobs inside this server process (the default). Set false on the servers
   * when `npm run worker` runs them instead; the worker runs them whatever this says.
   */
  JOBS_IN_PROCESS: booleanFromEnv.default(true),
  /** `npm run bench` only: adds the bare routes its scenarios are measured against. */
  BENCH_HELLO: booleanFromEnv.optional(),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every bad variable is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = ConfigSchema.safeParse(relevant);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
