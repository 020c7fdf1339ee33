import type { HttpContext } from '@adonisjs/core/http'
import type { ForumItemKind, ModerationDecision } from '@dosewise/sync-protocol'
import { itemId } from '#services/forums/forum_items'
import { decide, reportedItems, requireModerator } from '#services/forums/moderation'

/** The kind in the address (the route allows only these two). */
const KINDS: Record<string, ForumItemKind> = { posts: 'post', replies: 'reply' }

/** Reported forum posts and replies, for moderators (role 'admin'); 403 for everyone else (ADR 0031). */
export default class ModerationController {
  async index({ auth }: HttpContext) {
    requireModerator(auth.getUserOrFail().role)
    return reportedItems()
  }

  /** POST /api/moderation/:kind/:id/:decision — keep or remove. */
  async decide({ auth, params }: HttpContext) {
    requireModerator(auth.getUserOrFail().role)
    const decision = params.decision as ModerationDecision
    await decide(KINDS[params.kind], itemId(params.id), decision)
    return { decision }
  }
}
