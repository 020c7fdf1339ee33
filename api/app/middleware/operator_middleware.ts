/**
 * Guards the operators' endpoints (GET /api/health/details, GET /metrics; ADR 0036) with the
 * bearer token in OPERATOR_TOKEN. Unset: the endpoints do not exist (404), so a deployment
 * that never configured them exposes nothing. A missing or wrong token answers 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'

function digest(value: string) {
  return createHash('sha256').update(value).digest()
}

export default class OperatorMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    const token = env.get('OPERATOR_TOKEN')
    if (!token) return response.status(404).send({ code: 'E_ROUTE_NOT_FOUND', message: 'Not found' })
    const header = request.header('authorization') ?? ''
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
    // Compared as hashes: equal lengths for timingSafeEqual, and no early exit on a prefix.
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      response.header('WWW-Authenticate', 'Bearer realm="operator"')
      return response.status(401).send({ code: 'E_UNAUTHORIZED_ACCESS', message: 'A valid operator token is required.' })
    }
    return next()
  }
}
