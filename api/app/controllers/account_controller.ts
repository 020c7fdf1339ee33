import type { HttpContext } from '@adonisjs/core/http'
import { accountProfileValidator, deleteAccountValidator } from '#validators/account'
import { serializeCurrentUser } from '#services/user_serializer'
import { updateProfile } from '#services/account/profile_service'
import { listDevices, signOutDevice } from '#services/account/devices_service'
import { buildAccountExport } from '#services/account/export_account'
import { accountOverview, deleteOwnAccount } from '#services/account/account_deletion'
import { DEVICE_SESSION_KEY, readSessionDevice } from '#services/account/session_device_data'
import { clearAuthHint } from '#http/auth_hint'
import { ACCOUNT_MESSAGES } from '@dosewise/sync-protocol'

const currentSession = (session: HttpContext['session']) => ({ id: session.sessionId, data: session.all() })

/**
 * The signed-in person's own account at /settings (issue 14): name, signed-in devices, the
 * data export and deleting the account. Changing the password and signing out everywhere are
 * the auth routes (/api/auth/change-password, /api/auth/logout-everywhere).
 */
export default class AccountController {
  async show({ auth, session, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return accountOverview(auth.getUserOrFail(), readSessionDevice(session.all())?.signedInAt ?? null)
  }

  async updateProfile({ auth, request }: HttpContext) {
    const user = await updateProfile(auth.getUserOrFail(), accountProfileValidator.validate(request.body()))
    return { message: ACCOUNT_MESSAGES.profileSaved, user: serializeCurrentUser(user) }
  }

  async sessions({ auth, session, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return listDevices(auth.getUserOrFail(), currentSession(session))
  }

  async destroySession({ auth, session, params }: HttpContext) {
    await signOutDevice(auth.getUserOrFail(), currentSession(session), String(params.id))
    return { message: ACCOUNT_MESSAGES.deviceSignedOut }
  }

  async export({ auth, session, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { filename, bytes } = await buildAccountExport(user, await listDevices(user, currentSession(session)))
    response.header('Content-Type', 'application/zip')
    response.header('Content-Disposition', `attachment; filename="${filename}"`)
    response.header('Cache-Control', 'no-store')
    return response.send(Buffer.from(bytes))
  }

  /** Everything of the person goes; this session ends with it (the others end with the user). */
  async destroy(ctx: HttpContext) {
    const { password } = deleteAccountValidator.validate(ctx.request.body())
    const signedInAt = readSessionDevice(ctx.session.all())?.signedInAt ?? null
    await deleteOwnAccount(ctx.auth.getUserOrFail(), password, signedInAt)
    // Signed out as logout does (the CSRF secret stays, so the next form on this tab still works).
    await ctx.auth.use('web').logout()
    ctx.session.forget(DEVICE_SESSION_KEY)
    ctx.session.regenerate()
    clearAuthHint(ctx.response)
    return ctx.response.noContent()
  }
}
