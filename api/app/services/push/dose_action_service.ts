/**
 * A notification button pressed with the app closed: the token names the person and the dose,
 * and the change goes through the same write path as any other (server_change.ts), so every
 * device pulls it. An expired or altered token changes nothing.
 */
import { doseId } from '@dosewise/sync-protocol'
import { ForbiddenException } from '#exceptions/app_exceptions'
import { readDoseActionToken } from '#services/push/dose_action_token'
import { changeAsServer } from '#services/sync/server_change'

export const SNOOZE_MINUTES = 30

export async function recordDoseAction(token: string, action: 'taken' | 'snooze', now: Date = new Date()) {
  const claim = readDoseActionToken(token)
  if (!claim) throw new ForbiddenException('This reminder has expired. Open Dosewise to record the dose.', 'E_BAD_ACTION_TOKEN')
  const snoozed = action === 'snooze'
  await changeAsServer(claim.userId, {
    entity: 'dose',
    id: doseId(claim.userId, claim.supplementId, claim.date, claim.time),
    op: 'create',
    patch: {
      supplementId: claim.supplementId,
      date: claim.date,
      time: claim.time,
      status: snoozed ? 'snoozed' : 'taken',
      snoozedUntil: snoozed ? new Date(now.getTime() + SNOOZE_MINUTES * 60_000).toISOString() : null,
      recordedAt: now.toISOString(),
    },
  })
  return { message: snoozed ? `Snoozed for ${SNOOZE_MINUTES} minutes.` : 'Dose recorded as taken.' }
}
