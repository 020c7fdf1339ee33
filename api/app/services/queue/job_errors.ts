/**
 * Errors of the queue itself. A job whose payload does not fit its schema is a programming error
 * where it is enqueued (the caller made it), so it is thrown there; a dead letter that no longer
 * fits (the job changed since) is refused on retry with a 409 the System tab shows.
 */
import { Exception } from '@adonisjs/core/exceptions'

export class InvalidJobPayloadError extends Error {
  readonly code = 'E_INVALID_JOB_PAYLOAD'
  constructor(
    readonly job: string,
    readonly issues: string[]
  ) {
    super(`Job ${job}: payload refused (${issues.join('; ')})`)
    this.name = 'InvalidJobPayloadError'
  }
}

export class UnknownJobError extends Error {
  readonly code = 'E_UNKNOWN_JOB'
  constructor(readonly job: string) {
    super(`No job is defined with the name ${job}`)
    this.name = 'UnknownJobError'
  }
}

/** Thrown by a handler when trying again cannot help: the job goes to the dead letters at once. */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly code = 'E_JOB_PERMANENT'
  ) {
    super(message)
    this.name = 'PermanentJobError'
  }
}

export class DeadJobNotRetryableException extends Exception {
  constructor(message: string) {
    super(message, { status: 409, code: 'E_DEAD_JOB_NOT_RETRYABLE' })
  }
}
