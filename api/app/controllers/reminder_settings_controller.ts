import type { HttpContext } from '@adonisjs/core/http'
import { reminderSettingsFor } from '#services/records/reminder_settings_service'

export default class ReminderSettingsController {
  async show({ auth }: HttpContext) {
    return reminderSettingsFor(auth.getUserOrFail().id)
  }
}
