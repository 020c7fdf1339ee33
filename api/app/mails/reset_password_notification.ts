import { BaseMail } from '@adonisjs/mail'
import { escapeHtml } from '#services/html'

/**
 * The password reset link: single use, valid for one hour.
 */
export default class ResetPasswordNotification extends BaseMail {
  subject = 'Reset your Dosewise password'

  constructor(
    private to: string,
    private name: string | null,
    private link: string
  ) {
    super()
  }

  prepare() {
    const greeting = this.name ? `Hi ${this.name},` : 'Hi,'
    this.message.to(this.to)
    this.message.text(
      [
        greeting,
        '',
        'We received a request to reset the password of your Dosewise account.',
        'Open this link within one hour to choose a new password (it works once):',
        this.link,
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n')
    )
    this.message.html(
      `<p>${escapeHtml(greeting)}</p>` +
        `<p>We received a request to reset the password of your Dosewise account.</p>` +
        `<p><a href="${escapeHtml(this.link)}">Choose a new password</a> (valid for one hour, works once)</p>` +
        `<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`
    )
  }
}
