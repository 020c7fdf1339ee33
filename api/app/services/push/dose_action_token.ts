/**
 * A push notification's buttons ('Taken', 'Snooze') work with the app closed and perhaps the
 * session expired, so the notification carries a token that authorises exactly one thing:
 * recording that one dose of that one person, for two days. It is encrypted and signed with the
 * app key (AdonisJS encryption: AES-256-GCM with an expiry), so it can be neither read nor made.
 */
import encryption from '@adonisjs/core/services/encryption'

export interface DoseActionClaim {
  userId: number
  supplementId: number
  date: string
  time: string | null
}

const PURPOSE = 'dose-action'

export function doseActionToken(claim: DoseActionClaim): string {
  return encryption.encrypt(claim, '2 days', PURPOSE)
}

export function readDoseActionToken(token: string): DoseActionClaim | null {
  const claim = encryption.decrypt<DoseActionClaim>(token, PURPOSE)
  return claim && typeof claim.userId === 'number' ? claim : null
}
