import type { HttpContext } from '@adonisjs/core/http'
import { doseCalendar } from '#services/calendar_service'
import { calendarQueryValidator } from '#validators/calendar'

export default class CalendarController {
  /** GET /api/calendar/doses.ics?tz=Europe/Berlin: the person's dose timetable to import. */
  async doses({ auth, request, response }: HttpContext) {
    const { tz } = calendarQueryValidator.validate(request.qs())
    const calendar = await doseCalendar(auth.getUserOrFail().id, tz)
    response.header('Content-Type', 'text/calendar; charset=utf-8')
    response.header('Content-Disposition', 'attachment; filename="dosewise-doses.ics"')
    response.header('Cache-Control', 'no-store')
    response.header('X-Dose-Events', String(calendar.events))
    response.header('X-Doses-Without-Time', String(calendar.withoutTime))
    return response.send(calendar.ics)
  }
}
