/**
 * The demo's only source of chance: a small seeded generator (mulberry32), so the same seed
 * always tells the same story, and record ids that are UUIDv7s made from it.
 *
 * Invariant: ids never collide across accounts. Each id ends in the account's id (8 hex digits)
 * and a counter of the ids made for it (4 hex digits); the first 48 bits are the moment the
 * record was made, as in any UUIDv7, so lists ordered by id follow time.
 */
export class Random {
  #state: number

  constructor(seed: number) {
    this.#state = seed >>> 0
  }

  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0
    let t = this.#state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
}

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0').slice(-width)

/** Makes the account's record ids: `make(madeAt)` → a UUIDv7 for a record made at that moment. */
export function idMaker(seed: number, userId: number): (madeAt: number) => string {
  const random = new Random(seed ^ 0x5eed1d5)
  let count = 0
  return (madeAt) => {
    const time = hex(Math.max(0, Math.floor(madeAt)), 12)
    const a = hex(Math.floor(random.next() * 0x1000), 3)
    const b = hex(0x8000 | Math.floor(random.next() * 0x1000) | (Math.floor(random.next() * 4) << 12), 4)
    count += 1
    if (count > 0xffff) throw new Error('A demo makes at most 65,535 records')
    return `${time.slice(0, 8)}-${time.slice(8)}-7${a}-${b}-${hex(userId, 8)}${hex(count, 4)}`
  }
}
