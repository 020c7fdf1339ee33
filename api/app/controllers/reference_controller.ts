import type { HttpContext } from '@adonisjs/core/http'
import { referenceVersion, snapshot } from '#services/reference_data/reference_service'

/**
 * The reference-data version and the offline snapshot (docs/architecture.md). Both carry the
 * version as a strong ETag, so the PWA revalidates with If-None-Match and gets a 304.
 */
export default class ReferenceController {
  async version({ request, response }: HttpContext) {
    const version = await referenceVersion()
    if (this.#notModified(request.header('if-none-match'), version, response)) return
    return { version }
  }

  async snapshot({ request, response }: HttpContext) {
    const version = await referenceVersion()
    if (this.#notModified(request.header('if-none-match'), version, response)) return
    return snapshot()
  }

  #notModified(ifNoneMatch: string | undefined, version: string | null, response: HttpContext['response']) {
    if (!version) return false
    const etag = `"${version}"`
    response.header('ETag', etag)
    response.header('Cache-Control', 'no-cache')
    const tags = (ifNoneMatch ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''))
    if (tags.includes(etag) || tags.includes('*')) {
      response.status(304)
      response.send('')
      return true
    }
    return false
  }
}
