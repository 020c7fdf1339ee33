/**
 * Live sync notices (ADR 0038): when a person's change counter has moved and the transaction
 * that moved it has committed, every open stream of that person hears "your data changed,
 * version N" — nothing else: no record, no entity, no id. A device that is behind pulls.
 *
 * One process without REDIS_URL: an in-memory emitter. With REDIS_URL the notice is published
 * on the person's channel (`<REDIS_CHANNEL_PREFIX>sync:user:<id>`) and every process, this one
 * included, delivers it from one pattern subscription to the streams it holds, so a push through
 * one process reaches a stream held by another. A lost notice costs only latency: a stream
 * starts with the current version, and devices keep polling.
 */
import { EventEmitter } from 'node:events'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { ForbiddenException } from '#exceptions/app_exceptions'
import { readUserState } from '#services/sync/user_state'

export interface LiveNotice {
  version: number
}
export type NoticeListener = (notice: LiveNotice) => void

const local = new EventEmitter()
// One listener per open stream; many streams of many people is normal, not a leak.
local.setMaxListeners(0)

const channelPrefix = () => `${env.get('REDIS_CHANNEL_PREFIX') ?? 'dosewise:'}sync:user:`

async function redisConnection() {
  const { default: redis } = await import('@adonisjs/redis/services/main')
  return redis.connection()
}

function deliver(userKey: string, version: number) {
  if (Number.isSafeInteger(version) && version > 0) local.emit(userKey, { version } satisfies LiveNotice)
}

let subscribed: Promise<boolean> | null = null

/** This process's one subscription to every person's channel (made at the first stream). */
function subscribeOnce(): Promise<boolean> {
  if (!env.get('REDIS_URL')) return Promise.resolve(false)
  subscribed ??= redisConnection().then(
    (connection) =>
      new Promise<boolean>((resolve) => {
        const prefix = channelPrefix()
        connection.psubscribe(
          `${prefix}*`,
          (channel, message) => {
            try {
              deliver(channel.slice(prefix.length), Number((JSON.parse(message) as LiveNotice).version))
            } catch {}
          },
          {
            onSubscription: () => resolve(true),
            onError: (error) => {
              logger.warn({ err: error }, 'live sync notices: the Redis subscription failed; this process hears only its own notices')
              subscribed = null
              resolve(false)
            },
          }
        )
      })
  )
  return subscribed
}

/**
 * Tells the person's streams that their data is now at `version`. Called after the commit
 * (user_state.ts); never throws and never waits on Redis.
 */
export function announceChange(userId: number, version: number) {
  if (!env.get('REDIS_URL')) return deliver(String(userId), version)
  redisConnection()
    .then((connection) => connection.publish(`${channelPrefix()}${userId}`, JSON.stringify({ version } satisfies LiveNotice)))
    .catch((error) => {
      logger.warn({ err: error }, 'live sync notices: publishing to Redis failed; only this process hears it')
      deliver(String(userId), version)
    })
}

/**
 * Calls `listener` with each notice for this person until the returned function is called.
 * Resolves once notices from other processes reach this one too (the Redis subscription is
 * acknowledged), so a stream that says it is ready misses nothing published after.
 */
export async function listenForChanges(userId: number, listener: NoticeListener): Promise<() => void> {
  const key = String(userId)
  local.on(key, listener)
  await subscribeOnce()
  return () => local.off(key, listener)
}

/**
 * A person following their own channel: refused (403) for anyone else's. Answers the version
 * their data is at now (a device behind it pulls at once) and how to stop.
 */
export async function followChanges(
  sessionUserId: number,
  requestedUserId: unknown,
  listener: NoticeListener
): Promise<{ version: number; stop: () => void }> {
  if (String(requestedUserId) !== String(sessionUserId)) {
    throw new ForbiddenException('You can only follow changes to your own data.')
  }
  const stop = await listenForChanges(sessionUserId, listener)
  try {
    return { version: (await readUserState(db.connection(), sessionUserId)).version, stop }
  } catch (error) {
    stop()
    throw error
  }
}
