/**
 * The refusals of 'Share Report' (issue 14) that have no general exception: a provider the mail
 * cannot go to, and a mail server that would not take the message. The words are sync-protocol's
 * (REPORT_SHARE_MESSAGES), so the PWA shows the same ones.
 */
import { Exception } from '@adonisjs/core/exceptions'
import { REPORT_SHARE_CODES, REPORT_SHARE_MESSAGES } from '@dosewise/sync-protocol'

export class ProviderWithoutEmailException extends Exception {
  constructor() {
    super(REPORT_SHARE_MESSAGES.providerWithoutEmail, { status: 422, code: REPORT_SHARE_CODES.providerWithoutEmail })
  }
}

/** The mail could not be handed over; nothing was logged as sent. */
export class MailNotSentException extends Exception {
  constructor() {
    super('The report could not be sent just now. Nothing was sent; please try again in a few minutes.', {
      status: 503,
      code: 'E_MAIL_NOT_SENT',
    })
  }
}
