import type { HttpContext } from '@adonisjs/core/http'
import { demoStartValidator } from '#validators/demo'
import { assertDemoEnabled, createDemoAccount, demoEnabled } from '#services/demo/demo_service'
import { serializeCurrentUser } from '#services/user_serializer'
import { signIn } from '#http/sign_in'

/**
 * 'View Demo' (issue 14): whether this server makes demos (the sign-in screen offers one only
 * then), and making one: a fresh demo account for this visitor, signed in on this request,
 * answered like a sign-in.
 */
export default class DemoController {
  async status({ response }: HttpContext) {
    // Read per request: a restart with other settings must not be hidden by a cache.
    response.header('Cache-Control', 'no-store')
    return { enabled: demoEnabled() }
  }

  async start(ctx: HttpContext) {
    assertDemoEnabled()
    const { timeZone } = demoStartValidator.validate(ctx.request.body())
    const user = await createDemoAccount(timeZone)
    await signIn(ctx, user)
    return ctx.response.status(201).send({
      message: 'Your demo is ready. It will be deleted within 24 hours.',
      user: serializeCurrentUser(user),
    })
  }
}
