import { createHash, randomBytes } from 'node:crypto'

/**
 * One-time tokens for email links. The link carries the token; the database keeps only its
 * SHA-256, so a copy of the database cannot be used to verify or reset anyone's account.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
