import type { HttpContext } from '@adonisjs/core/http'
import { adminRoleValidator, adminSuspensionValidator, adminUsersQueryValidator } from '#validators/admin'
import { exportUsersCsv, listUsers, setRole, setSuspended } from '#services/admin/users_service'

/** The Users tab (issue 16, ADR 0034); every route is behind middleware.admin(). */
export default class AdminUsersController {
  async index({ request, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return listUsers(adminUsersQueryValidator.validate(request.qs()))
  }

  async role({ auth, params, request }: HttpContext) {
    const { role } = adminRoleValidator.validate(request.body())
    return setRole(auth.getUserOrFail().id, Number(params.id), role)
  }

  async suspension({ auth, params, request }: HttpContext) {
    const { suspended } = adminSuspensionValidator.validate(request.body())
    return setSuspended(auth.getUserOrFail().id, Number(params.id), suspended)
  }

  async export({ auth, response }: HttpContext) {
    const { csv } = await exportUsersCsv(auth.getUserOrFail().id)
    const day = new Date().toISOString().slice(0, 10)
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="dosewise-users-${day}.csv"`)
    response.header('Cache-Control', 'no-store')
    return response.send(csv)
  }
}
