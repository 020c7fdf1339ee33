import { BaseMail } from '@adonisjs/mail'
import { escapeHtml } from '#services/html'

/**
 * Sent at sign-up (and on request): the link confirms the address belongs to the user.
 */
export default class VerifyEmailNotification extends BaseMail {
  subject = 'Verify your Dosewise email address'

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
        'Welcome to Dosewise. Please confirm your email address by opening this link:',
        this.link,
        '',
        'If you did not create a Dosewise account, you can ignore this email.',
        '',
        'Dosewise gives general information only and is not a substitute for professional medical advice.',
      ].join('\n')
    )
    this.message.html(
      `<p>${escapeHtml(greeting)}</p>` +
        `<p>Welcome to Dosewise. Please confirm your email address:</p>` +
        `<p><a href="${escapeHtml(this.link)}">Verify my email address</a></p>` +
        `<p>If you did not create a Dosewise account, you can ignore this email.</p>` +
        `<p style="color:#555">Dosewise gives general information only and is not a substitute for professional medical advice.</p>`
    )
  }
}
