import User from '#models/user'

const MAX = 50

/**
 * Derives a unique username from an email's local part (or a provider's nickname):
 * lowercase letters, digits, '.', '_' and '-', at most 50 characters, a numeric suffix on clashes.
 */
export async function uniqueUsername(source: string): Promise<string> {
  const local = source.split('@')[0] ?? ''
  let base = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX)
  if (base.length < 3) base = `user${base}`

  const taken = new Set(
    (
      await User.query()
        .where('username', 'like', `${base.slice(0, MAX - 6)}%`)
        .select('username')
    ).map((u) => u.username)
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const suffix = String(n)
    const candidate = `${base.slice(0, MAX - suffix.length)}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}
