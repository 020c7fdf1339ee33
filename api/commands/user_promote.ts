import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Makes an account an administrator (ADR 0034) — how the first admin is made — or, with
 * --demote, an ordinary user again. Run on the server: `node ace user:promote ada@example.com`.
 * Not in the audit log (no administrator acted); the command's output says what it did.
 */
export default class UserPromote extends BaseCommand {
  static commandName = 'user:promote'
  static description = 'Give an account the admin role (or take it away with --demote)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Email address of the account' })
  declare email: string

  @flags.boolean({ description: 'Make the account an ordinary user again' })
  declare demote: boolean

  async run() {
    const { default: User } = await import('#models/user')
    const user = await User.query().whereRaw('lower(email) = ?', [this.email.trim().toLowerCase()]).first()
    if (!user) {
      this.logger.error(`No account has the email address ${this.email}`)
      this.exitCode = 1
      return
    }
    const role = this.demote ? 'user' : 'admin'
    if (user.role === role) {
      this.logger.info(`${user.email} is already ${role === 'admin' ? 'an administrator' : 'an ordinary user'}`)
      return
    }
    user.role = role
    await user.save()
    this.logger.success(`${user.email} is now ${role === 'admin' ? 'an administrator' : 'an ordinary user'}`)
  }
}
