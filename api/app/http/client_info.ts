import type { HttpContext } from '@adonisjs/core/http'
import type { ClientInfo } from '#services/shop/client_address'

/** What a partner-link click records of the browser (services/shop/client_address.ts trims it). */
export function clientInfo({ request }: HttpContext): ClientInfo {
  return {
    ip: request.ip() ?? null,
    userAgent: request.header('user-agent') ?? null,
    referrer: request.header('referer') ?? null,
  }
}
