import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { healthcareProviderInputSchema } from '@dosewise/sync-protocol'
import { createRecord, listRecords } from '#services/records/records_service'

export default class HealthcareProvidersController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listRecords('healthcareProvider', ctx.auth.getUserOrFail().id, ctx.request.qs())
    return sendPage(ctx, page, limit)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord(
      'healthcareProvider',
      auth.getUserOrFail().id,
      healthcareProviderInputSchema,
      request.body()
    )
    return response.status(created ? 201 : 200).send(record)
  }
}
