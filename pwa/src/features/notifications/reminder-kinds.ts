/** The three reminder switches (spec §3 'Reminder settings'), in display order. */
export const REMINDER_KINDS = [
  { key: 'supplementReminders', label: 'Supplement reminders', hint: 'When it is time to take your supplements' },
  { key: 'progressCheckIns', label: 'Progress check-ins', hint: 'A weekly nudge to record how you are doing' },
  { key: 'interactionAlerts', label: 'Interaction alerts', hint: 'When something you take may interact' },
] as const

export type ReminderKey = (typeof REMINDER_KINDS)[number]['key']
export type ReminderSwitches = Record<ReminderKey, boolean>

export function switchesOf(settings: ReminderSwitches): ReminderSwitches {
  return {
    supplementReminders: settings.supplementReminders,
    progressCheckIns: settings.progressCheckIns,
    interactionAlerts: settings.interactionAlerts,
  }
}
