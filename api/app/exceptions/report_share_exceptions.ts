/**
 * The refusal of 'Share Report' (issue 14) that has no general exception: a provider the mail
 * cannot go to. The words are sync-protocol's (REPORT_SHARE_MESSAGES), so the PWA shows the same
 * ones. A mail server that will not take the message is the queue's to retry (ADR 0037).
 */
import { Exception } from '@adonisjs/core/exceptions'
import { REPORT_SHARE_CODES, REPORT_SHARE_MESSAGES } from '@dosewise/sync-protocol'

export class ProviderWithoutEmailException extends Exception {
  constructor() {
    super(REPORT_SHARE_MESSAGES.providerWithoutEmail, { status: 422, code: REPORT_SHARE_CODES.providerWithoutEmail })
  }
}
