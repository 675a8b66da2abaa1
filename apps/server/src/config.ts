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

/** A JSON object in one variable, checked against `schema`. */
const jsonFromEnv = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** Notification kinds (or `otp`) to what a provider registered for them. */
const templateKey = z.string().regex(/^[a-z][\w.-]{0,63}$/, 'use notification kinds as keys');

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
  /** How long an access token lasts (15 minutes); the browser renews it with its refresh token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).optional(),
  /** `npm run bench` only: adds the bare routes its scenarios are measured against. */
  BENCH_HELLO: booleanFromEnv.optional(),
  /** Traccar's port for the OsmAnd protocol (trackers' positions); 0 turns the listener off. */
  OSMAND_PORT: z.coerce.number().int().min(0).max(65535).default(5055),
  /** Move a demo installation's vehicles round Bengaluru and Delhi (on by default, not in tests). */
  DEMO_DRIVE: booleanFromEnv.optional(),
  /** The live map's tiles: a URL template ({z}/{x}/{y}, {s} for subdomains) and its credit. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+\{z\}[^\s]*$/, 'a tile URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(24).default(19),
  /**
   * One self-hosted PMTiles archive (images, or Protomaps-basemap vector tiles) instead of
   * MAP_TILE_URL: an http(s) URL of the file (a bucket, a CDN), or /map-tiles/<file>.pmtiles for
   * DATA_DIR/map-tiles/<file>.
   */
  MAP_PMTILES_URL: z
    .string()
    .regex(
      /^(https?:\/\/[^\s/]+\/\S*|\/map-tiles\/[\w-][\w.-]*\.pmtiles)$/,
      'an http(s) URL of a .pmtiles file, or /map-tiles/<file>.pmtiles for a file in DATA_DIR/map-tiles',
    )
    .optional(),
  /** E-mail notifications over SMTP; without it they are written to DATA_DIR/mail (not in production). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Raahi <no-reply@raahi.local>'),
  /** An HTTP SMS gateway taking DLT-registered messages; without it SMS go to the log. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_API_KEY: z.string().min(1).optional(),
  /** The six-character sender header registered on the DLT platform. */
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z0-9]{6}$/, 'six capital letters or digits, as registered on DLT')
    .default('RAAHIN'),
  /** The principal entity id the DLT platform gave the business. */
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{12,19}$/, '12 to 19 digits')
    .optional(),
  /**
   * JSON: notification kind to its DLT template id, e.g. {"duty-assigned":"1107161234567890123"};
   * `<kind>.<language code>` (`duty-assigned.kn`) names the template of that language's words,
   * without which a recipient of that language gets the English SMS.
   */
  SMS_DLT_TEMPLATES: jsonFromEnv(
    z.record(templateKey, z.string().regex(/^\d{12,19}$/, 'DLT template ids are 12 to 19 digits')),
  ).optional(),
  /** The WhatsApp Business Cloud API: its phone number id and a system user's access token. */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'digits')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(20).optional(),
  /** Graph API base, version included; tests point it at a local server. */
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v20.0'),
  /**
   * JSON: notification kind to its approved template: name, language and the notification's
   * parameters filling {{1}}, {{2}}, … in order, e.g.
   * {"duty-assigned":{"name":"duty_assigned","language":"en","params":["regId","start"]}};
   * `<kind>.<language code>` (`duty-assigned.hi`) for the template a recipient of that language gets.
   */
  WHATSAPP_TEMPLATES: jsonFromEnv(
    z.record(
      templateKey,
      z.object({
        name: z.string().regex(/^[a-z0-9_]{1,512}$/, 'lower-case letters, digits and _'),
        language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'a language code such as en or hi'),
        params: z.array(z.string().min(1)).max(20).default([]),
      }),
    ),
  ).optional(),
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
