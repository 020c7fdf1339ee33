import type { HttpContext } from '@adonisjs/core/http'
import { adminCatalogueQueryValidator, adminCsvValidator, adminSupplementValidator } from '#validators/admin_catalogue'
import {
  catalogueStats,
  listCatalogue,
  publishNewVersion,
  saveSupplement,
  supplementRecord,
} from '#services/admin/catalogue/catalogue_service'
import { applyCsv, exportCsv, previewCsv } from '#services/admin/catalogue/csv_import'

/** The Supplements tab (issue 16, ADR 0035); every route is behind middleware.admin(). */
export default class AdminCatalogueController {
  async stats({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return catalogueStats()
  }

  async index({ request, response }: HttpContext) {
    const { search, page } = adminCatalogueQueryValidator.validate(request.qs())
    response.header('Cache-Control', 'no-store')
    return listCatalogue(search, page)
  }

  async show({ params, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return supplementRecord(String(params.slug))
  }

  async store({ auth, request, response }: HttpContext) {
    const record = adminSupplementValidator.validate(request.body())
    response.status(201)
    return saveSupplement(auth.getUserOrFail().id, null, record)
  }

  async update({ auth, params, request }: HttpContext) {
    const record = adminSupplementValidator.validate(request.body())
    return saveSupplement(auth.getUserOrFail().id, String(params.slug), record)
  }

  async previewImport({ request }: HttpContext) {
    const { kind, csv } = adminCsvValidator.validate(request.body())
    const { records: _records, ...preview } = await previewCsv(kind, csv)
    return preview
  }

  async applyImport({ auth, request }: HttpContext) {
    const { kind, csv } = adminCsvValidator.validate(request.body())
    return applyCsv(auth.getUserOrFail().id, kind, csv)
  }

  /** The catalogue or the interaction table as CSV, in the columns Import CSV reads. */
  async export({ auth, params, response }: HttpContext) {
    const kind = params.kind === 'interactions' ? 'interactions' : 'supplements'
    const csv = await exportCsv(auth.getUserOrFail().id, kind)
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="dosewise-${kind}.csv"`)
    response.header('Cache-Control', 'no-store')
    return response.send(csv)
  }

  async publish({ auth }: HttpContext) {
    return publishNewVersion(auth.getUserOrFail().id)
  }
}
