/**
 * Which database errors answer 503 (ADR 0039): the drivers' real shapes, and errors that must stay
 * a 500 (a bug is not "try again later"). The end-to-end cases are in tests/functional/cluster/
 * and tests/functional/recovery/.
 */
import { test } from '@japa/runner'
import { isDatabaseUnavailable, isStorageFull, isUniqueViolation } from '#services/db_errors'

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' })

test.group('Database errors that mean "try again later"', () => {
  test('a full disk: SQLite SQLITE_FULL and PostgreSQL 53100', ({ assert }) => {
    assert.isTrue(isStorageFull(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })))
    assert.isTrue(isStorageFull(pgError('53100', 'could not extend file "base/16384/16385": No space left on device')))
    assert.isFalse(isStorageFull(pgError('23505', 'duplicate key value violates unique constraint "users_email_unique"')))
    assert.isFalse(isDatabaseUnavailable(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })))
  })

  test('a dropped or unreachable database: terminated backends, refused sockets, a dead transaction', ({ assert }) => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      pgError('53300', 'sorry, too many clients already'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'),
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
    ]) {
      assert.isTrue(isDatabaseUnavailable(error), error.message)
      assert.isFalse(isStorageFull(error), error.message)
    }
  })

  test('errors of the request or the code stay what they are', ({ assert }) => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint "users_email_unique"'),
      pgError('42P01', 'relation "nothing" does not exist'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      Object.assign(new Error('UNIQUE constraint failed: users.email'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    ]) {
      assert.isFalse(isDatabaseUnavailable(error), error.message)
      assert.isFalse(isStorageFull(error), error.message)
    }
    assert.isTrue(isUniqueViolation(pgError('23505', 'duplicate key')))
  })
})
