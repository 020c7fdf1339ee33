import { z } from 'zod'
import { timeZoneSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** `?tz=` of the dose calendar: the person's IANA time zone (the app sends the device's). */
export const calendarQueryValidator = validator(z.object({ tz: timeZoneSchema.default('UTC') }))
