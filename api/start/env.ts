/**
 * Environment variables, validated at start. Every one has a safe default (see .env.example)
 * so that `npm start` works on a fresh machine with no .env file.
 */
import { Env } from '@adonisjs/core/env'
import { ensureAppKey } from './runtime_paths.js'

ensureAppKey()

export default await Env.create(new URL('../../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.string(),
  APP_URL: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  /** Bearer token for GET /api/health/details and GET /metrics; unset, both answer 404 (ADR 0036). */
  OPERATOR_TOKEN: Env.schema.string.optional(),
  DATA_DIR: Env.schema.string.optional(),

  DATABASE_URL: Env.schema.string.optional(),
  REDIS_URL: Env.schema.string.optional(),
  /** Prefix of the Redis pub/sub channels of live sync notices (ADR 0038); default 'dosewise:'. */
  REDIS_CHANNEL_PREFIX: Env.schema.string.optional(),
  /** Prefix of every Redis key (sessions, rate limits), so deployments or test runs can share one Redis (ADR 0039). */
  REDIS_KEY_PREFIX: Env.schema.string.optional(),
  /** Prefix of the job queue's Redis keys (BullMQ, ADR 0037); default REDIS_KEY_PREFIX + 'dosewise-queue'. */
  QUEUE_PREFIX: Env.schema.string.optional(),
  /** Proxies allowed to name the client's address: a hop count, 'loopback', or addresses (start/trust_proxy.ts). */
  TRUST_PROXY: Env.schema.string.optional(),
  /** Multiplies the per-IP rate limits (e.g. many people behind one address, or a test run). */
  RATE_LIMIT_IP_SCALE: Env.schema.number.optional(),

  MAIL_FROM: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),

  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  FACEBOOK_CLIENT_ID: Env.schema.string.optional(),
  FACEBOOK_CLIENT_SECRET: Env.schema.string.optional(),
  MICROSOFT_CLIENT_ID: Env.schema.string.optional(),
  MICROSOFT_CLIENT_SECRET: Env.schema.string.optional(),
  MICROSOFT_TENANT: Env.schema.string.optional(),
  GITHUB_CLIENT_ID: Env.schema.string.optional(),
  GITHUB_CLIENT_SECRET: Env.schema.string.optional(),
  // Endpoint overrides for local OAuth2 stand-ins (tests); unset = the real provider.
  OAUTH_GOOGLE_AUTHORIZE_URL: Env.schema.string.optional(),
  OAUTH_GOOGLE_TOKEN_URL: Env.schema.string.optional(),
  OAUTH_GOOGLE_USERINFO_URL: Env.schema.string.optional(),
  OAUTH_FACEBOOK_AUTHORIZE_URL: Env.schema.string.optional(),
  OAUTH_FACEBOOK_TOKEN_URL: Env.schema.string.optional(),
  OAUTH_FACEBOOK_USERINFO_URL: Env.schema.string.optional(),
  OAUTH_MICROSOFT_AUTHORIZE_URL: Env.schema.string.optional(),
  OAUTH_MICROSOFT_TOKEN_URL: Env.schema.string.optional(),
  OAUTH_MICROSOFT_USERINFO_URL: Env.schema.string.optional(),
  OAUTH_GITHUB_AUTHORIZE_URL: Env.schema.string.optional(),
  OAUTH_GITHUB_TOKEN_URL: Env.schema.string.optional(),
  OAUTH_GITHUB_USERINFO_URL: Env.schema.string.optional(),
  OAUTH_GITHUB_EMAILS_URL: Env.schema.string.optional(),

  /**
   * The key partners sign conversion postbacks with (HMAC-SHA256, ADR 0033). Unset: a fixed
   * development key outside production; in production postbacks are refused until it is set.
   */
  AFFILIATE_POSTBACK_SECRET: Env.schema.string.optional(),
  /** The partner stand-in for `.example` programs: on outside production, in production only when true. */
  PARTNER_STAND_IN: Env.schema.boolean.optional(),

  DEMO_ACCOUNT: Env.schema.boolean.optional(),
  /** 'View Demo' makes a demo account per visitor: on outside production, and in production when true. */
  DEMO_ENABLED: Env.schema.boolean.optional(),
})
