/**
 * Runs the Web Push reminder scheduler (services/reminders/reminder_scheduler.ts) and the
 * appointment reminders (appointment_reminders.ts) once a minute in the web process, and the
 * progress notifications (services/alerts/progress_notifications.ts) once an hour. Several processes may run it: each reminder is still sent once. Tests
 * call the scheduler directly with the moment they need. REMINDER_SCHEDULER=off turns it off;
 * REMINDER_SCHEDULER_INTERVAL_MS changes the minute (the e2e suite uses a few seconds).
 */
import type { ApplicationService } from '@adonisjs/core/types'

export default class ReminderSchedulerProvider {
  #timer: NodeJS.Timeout | null = null
  #running: Promise<unknown> | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web' || process.env.REMINDER_SCHEDULER === 'off') return
    const { sendDueReminders } = await import('#services/reminders/reminder_scheduler')
    const { sendAppointmentReminders } = await import('#services/reminders/appointment_reminders')
    const { createProgressNotifications } = await import('#services/alerts/progress_notifications')
    const logger = await this.app.container.make('logger')
    let lastHourly = 0
    const tick = () => {
      if (this.#running) return
      const hourly = Date.now() - lastHourly >= 60 * 60_000
      if (hourly) lastHourly = Date.now()
      this.#running = sendDueReminders()
        .then(() => sendAppointmentReminders())
        .then(() => (hourly ? createProgressNotifications() : undefined))
        .catch((error) => logger.error({ err: error }, 'reminder scheduler run failed'))
        .finally(() => (this.#running = null))
    }
    const every = Number(process.env.REMINDER_SCHEDULER_INTERVAL_MS) || 60_000
    this.#timer = setInterval(tick, every)
    tick()
  }

  async shutdown() {
    if (this.#timer) clearInterval(this.#timer)
    await this.#running
  }
}
