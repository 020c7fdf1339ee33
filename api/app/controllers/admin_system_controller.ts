import type { HttpContext } from '@adonisjs/core/http'
import { createReadStream } from 'node:fs'
import { adminAuditQueryValidator, featureFlagValidator } from '#validators/admin'
import { dashboardStats } from '#services/admin/dashboard_service'
import { migrationStatus, systemHealth } from '#services/admin/system_service'
import { backupPlan, backupSqlite, clearCaches } from '#services/admin/maintenance_service'
import { listAdminActions } from '#services/admin/audit_log'
import { featureFlags, setFeatureFlag } from '#services/feature_flags/feature_flags_service'

/** The Dashboard and System tabs (issue 16, ADR 0034); every route is behind middleware.admin(). */
export default class AdminSystemController {
  async dashboard({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    const [stats, health] = await Promise.all([dashboardStats(), systemHealth()])
    return { ...stats, health }
  }

  async system({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    const [health, migrations, backup, flags] = await Promise.all([systemHealth(), migrationStatus(), backupPlan(), featureFlags()])
    return { health, migrations, backup, flags }
  }

  async auditLog({ request, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    const { before } = adminAuditQueryValidator.validate(request.qs())
    return listAdminActions(before ?? null)
  }

  async clearCache({ auth }: HttpContext) {
    return clearCaches(auth.getUserOrFail().id)
  }

  /** The SQLite database as a download; the temporary copy is deleted once sent (or abandoned). */
  async backup({ auth, response }: HttpContext) {
    const { path, fileName, cleanup } = await backupSqlite(auth.getUserOrFail().id)
    const stream = createReadStream(path)
    stream.on('close', () => void cleanup())
    response.header('Content-Type', 'application/vnd.sqlite3')
    response.header('Content-Disposition', `attachment; filename="${fileName}"`)
    response.header('Cache-Control', 'no-store')
    return response.stream(stream)
  }

  async setFlag({ auth, params, request }: HttpContext) {
    const { enabled } = featureFlagValidator.validate(request.body())
    return setFeatureFlag(auth.getUserOrFail().id, String(params.key), enabled)
  }
}
