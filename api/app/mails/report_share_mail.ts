import { BaseMail } from '@adonisjs/mail'
import type { ShareMessage } from '#services/reports/share_message'

/**
 * A report a person shares with their provider (issue 14): the text of `shareMessage` and the
 * PDF the server rendered from the person's records, sent only to the provider's stored email,
 * with replies going to the person.
 */
export default class ReportShareMail extends BaseMail {
  constructor(
    private share: ShareMessage,
    private pdf: Buffer
  ) {
    super()
    this.subject = share.subject
  }

  prepare() {
    this.message.to(this.share.to, this.share.toName)
    this.message.replyTo(this.share.replyTo, this.share.replyToName)
    this.message.text(this.share.text)
    this.message.attachData(this.pdf, { filename: this.share.filename, contentType: 'application/pdf' })
  }
}
