/**
 * Typed exceptions thrown by services. Each has an HTTP status and an E_* code; the exception
 * handler renders them as { code, message, errors? }.
 */
import { Exception } from '@adonisjs/core/exceptions'
import {
  ACCOUNT_SUSPENDED_CODE,
  ACCOUNT_SUSPENDED_MESSAGE,
  VALIDATION_ERROR_CODE,
  VALIDATION_FAILED_MESSAGE,
  type FieldError,
} from '@dosewise/sync-protocol'

export class ValidationFailedException extends Exception {
  constructor(public errors: FieldError[]) {
    super(VALIDATION_FAILED_MESSAGE, { status: 422, code: VALIDATION_ERROR_CODE })
  }
}

export class ConflictException extends Exception {
  constructor(message: string, code = 'E_CONFLICT') {
    super(message, { status: 409, code })
  }
}

export class NotFoundException extends Exception {
  constructor(message = 'Not found', code = 'E_NOT_FOUND') {
    super(message, { status: 404, code })
  }
}

/** A request that proves its sender with a signature (a partner's postback) whose proof fails. */
export class UnauthorizedException extends Exception {
  constructor(message: string, code = 'E_UNAUTHORIZED') {
    super(message, { status: 401, code })
  }
}

export class ForbiddenException extends Exception {
  constructor(message = 'Forbidden', code = 'E_FORBIDDEN') {
    super(message, { status: 403, code })
  }
}

/** A person did something too often (forum posts: the registry's createLimit); the message says when to try again. */
export class TooManyRequestsException extends Exception {
  constructor(message: string, code = 'E_RATE_LIMITED') {
    super(message, { status: 429, code })
  }
}

/** An administrator suspended the account (ADR 0034): no sign-in until they lift it. */
export class AccountSuspendedException extends Exception {
  constructor() {
    super(ACCOUNT_SUSPENDED_MESSAGE, { status: 403, code: ACCOUNT_SUSPENDED_CODE })
  }
}

export class BadRequestException extends Exception {
  constructor(message: string, code = 'E_BAD_REQUEST') {
    super(message, { status: 400, code })
  }
}

export class InvalidCredentialsException extends Exception {
  constructor() {
    super('Invalid email or password', { status: 401, code: 'E_INVALID_CREDENTIALS' })
  }
}

/**
 * An exception whose JSON body carries more than `code` and `message` (e.g. the sync `lastSeq`
 * a client must resend from). The handler spreads `details` into the body.
 */
export class DetailedException extends Exception {
  constructor(
    message: string,
    options: { status: number; code: string },
    public details: Record<string, unknown>
  ) {
    super(message, options)
  }
}

/** The client speaks a sync schema version this server no longer accepts (ADR 0007). */
export class SchemaVersionException extends Exception {
  constructor() {
    super('This version of the app is out of date. Please update to keep syncing.', {
      status: 426,
      code: 'E_SCHEMA_VERSION',
    })
  }
}

/** A push skipped seq numbers: the client resends from `lastSeq + 1`. */
export class SeqGapException extends DetailedException {
  constructor(lastSeq: number) {
    super(`Some changes are missing before this batch. Resend from change ${lastSeq + 1}.`, { status: 409, code: 'E_SEQ_GAP' }, { lastSeq })
  }
}

/** A pull cursor from before a tombstone purge: the client does a full resync, keeping its outbox. */
export class CursorExpiredException extends Exception {
  constructor() {
    super('This device has been offline too long to catch up. Reloading all your data from the server.', {
      status: 410,
      code: 'E_CURSOR_EXPIRED',
    })
  }
}

/** A sync client id already bound to another user (ids are per install and per user). */
export class ClientMismatchException extends ForbiddenException {
  constructor() {
    super('This device is registered to another account. Sign in with that account to sync it.', 'E_CLIENT_MISMATCH')
  }
}

/**
 * A push or pull for another account than the session's (ADR 0055): someone else signed in on
 * this browser since the device's data was opened. Nothing is read, bound or stored.
 */
export class WrongUserException extends ForbiddenException {
  constructor() {
    super(
      'This browser is now signed in to another account. Sign in again as the account this data belongs to, to sync it.',
      'E_WRONG_USER'
    )
  }
}

/** A body over its route's limit (the most a valid request can take). */
export class PayloadTooLargeException extends DetailedException {
  constructor(limit: number) {
    super(
      `The request body is too large: this address accepts at most ${limit} bytes.`,
      { status: 413, code: 'E_PAYLOAD_TOO_LARGE' },
      { limit }
    )
  }
}

/** Only JSON bodies are read; uploads and other formats are refused unread. */
export class UnsupportedMediaTypeException extends Exception {
  constructor() {
    super('Send the request body as JSON (Content-Type: application/json), uncompressed.', {
      status: 415,
      code: 'E_UNSUPPORTED_MEDIA_TYPE',
    })
  }
}
