/**
 * Column adapters that encrypt values at rest with the app key (AES-256-GCM via AdonisJS's
 * encryption service). Used for social sign-in tokens and provider profile data:
 * a copied database file does not expose working credentials.
 */
import encryption from '@adonisjs/core/services/encryption'

export const encryptedJson = {
  prepare: (value: unknown) => (value === null || value === undefined ? null : encryption.encrypt(value)),
  consume: (value: string | null) => (value === null ? null : (encryption.decrypt(value) ?? null)),
}

/**
 * Lists stored as JSON text, so the same column works on SQLite and PostgreSQL.
 */
export const jsonList = {
  prepare: (value: string[] | null | undefined) => JSON.stringify(value ?? []),
  consume: (value: string | string[] | null) => {
    if (value === null || value === undefined) return []
    if (Array.isArray(value)) return value
    try {
      const parsed = JSON.parse(value)
      return Array.isArray(parsed) ? parsed : []
    } catch {
      return []
    }
  },
}

export const jsonObject = {
  prepare: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
  consume: (value: unknown) => {
    if (value === null || value === undefined) return null
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value)
    } catch {
      return null
    }
  },
}

/**
 * SQLite returns booleans as 0/1; PostgreSQL as true/false. Models see booleans on both.
 */
export const booleanColumn = {
  consume: (value: unknown) => (value === null || value === undefined ? value : Boolean(value)),
}
