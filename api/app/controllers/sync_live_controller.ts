import type { HttpContext } from '@adonisjs/core/http'
import { sendLiveStream } from '#http/live_stream'
import { followChanges } from '#services/sync/live_notices'

/** GET /api/sync/live/:userId — the session's own live sync notices (ADR 0038); 403 for another user's. */
export default class SyncLiveController {
  async stream({ auth, params, response }: HttpContext) {
    const userId = auth.getUserOrFail().id
    await sendLiveStream(response, (listener) => followChanges(userId, params.userId, listener))
  }
}
