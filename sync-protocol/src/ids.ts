/**
 * Client-generated ids for records a device can create offline (docs/architecture.md).
 *
 * UUIDv7 (RFC 9562 §5.7): 48-bit Unix milliseconds, version 7, a 12-bit counter in rand_a
 * (RFC 9562 §6.2 method 1), variant 0b10, 62 random bits. Ids from one process therefore sort
 * (as strings) in creation order even within one millisecond and when the clock steps back,
 * which keeps IndexedDB and database indexes append-mostly and makes outbox order obvious.
 */

/** Canonical lowercase form only: ids are compared as plain strings on both ends. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
export const UUIDV7_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const COUNTER_MAX = 0xfff

// Module state: the last timestamp used and the counter within it. Never goes backwards.
let lastMs = -Infinity
let counter = 0

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

// Random bytes are drawn 4 KiB at a time: one getRandomValues call per id costs more than the
// rest of the id (a 10,000-entry import makes 20,000 ids). Each id still gets fresh bytes.
const POOL_SIZE = 4096
const pool = new Uint8Array(POOL_SIZE)
let poolOffset = POOL_SIZE

function randomBytes16(): Uint8Array {
  if (poolOffset + 16 > POOL_SIZE) {
    globalThis.crypto.getRandomValues(pool)
    poolOffset = 0
  }
  const bytes = pool.slice(poolOffset, poolOffset + 16)
  poolOffset += 16
  return bytes
}

export function uuidv7(): string {
  const bytes = randomBytes16()

  const now = Date.now()
  if (now > lastMs) {
    lastMs = now
    // Seed the counter randomly but with its top bit clear, leaving at least 2048 increments
    // before it overflows within one millisecond.
    counter = ((bytes[6]! & 0x07) << 8) | bytes[7]!
  } else if (counter < COUNTER_MAX) {
    counter += 1
  } else {
    // Counter exhausted (or clock went back and we keep using the later time): borrow the next
    // millisecond rather than break ordering. Real time catches up within a few ms.
    lastMs += 1
    counter = 0
  }

  const ms = lastMs
  // 48-bit big-endian timestamp; the high 16 bits are above 2^32, so divide instead of shifting.
  const high = Math.floor(ms / 2 ** 32)
  bytes[0] = (high >>> 8) & 0xff
  bytes[1] = high & 0xff
  bytes[2] = (ms >>> 24) & 0xff
  bytes[3] = (ms >>> 16) & 0xff
  bytes[4] = (ms >>> 8) & 0xff
  bytes[5] = ms & 0xff
  bytes[6] = 0x70 | (counter >>> 8)
  bytes[7] = counter & 0xff
  bytes[8] = 0x80 | (bytes[8]! & 0x3f)

  let out = ''
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) out += '-'
    out += HEX[bytes[i]!]
  }
  return out
}

/** True for a UUID (versions 1–8, RFC variant) in canonical lowercase form. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value)
}

/** The creation time encoded in a UUIDv7, in Unix milliseconds. */
export function uuidv7Timestamp(id: string): number {
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16)
}
