import type { HttpContext } from '@adonisjs/core/http'
import { sendStandInPostback, standInPage } from '#services/shop/partner_stand_in'

/** The partner stand-in's HTML page and its postback buttons (ADR 0033; outside production only). */
export default class PartnerStandInController {
  async show({ params, request, response }: HttpContext) {
    const page = await standInPage(params.program, params['*'] ?? [], request.qs())
    response.status(page.status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page.html)
  }

  async postback({ params, response }: HttpContext) {
    const answer = await sendStandInPostback(params.program, params.clickId, params.status)
    if ('redirect' in answer) return response.redirect().status(303).toPath(answer.redirect)
    response.status(answer.status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(answer.html)
  }
}
