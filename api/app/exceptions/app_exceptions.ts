/**
 * Typed exceptions thrown by services. Each has an HTTP status and an E_* code; the exception
 * handler renders them as { code, message, errors? }.
 */
import { Exception } from '@adonisjs/core/exceptions'
import {
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

export class ForbiddenException extends Exception {
  constructor(message = 'Forbidden', code = 'E_FORBIDDEN') {
    super(message, { status: 403, code })
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
