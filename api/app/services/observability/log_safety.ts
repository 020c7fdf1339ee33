/**
 * What an error may say in a log line. Logs leave the database's protection (files, a log
 * service), so they carry no health data, credentials or emails. Errors are the risky part:
 * a knex/Lucid error's message is the failed SQL with its values written in (a journal note,
 * a lab value, an email), and a PostgreSQL error's `detail` repeats the offending value
 * ("Key (email)=(…) already exists"). An error is logged as its class, code, a message with
 * the SQL and any quoted values taken out, identifier fields (table, column, constraint), and
 * its stack frames — never its other properties.
 */

/** knex writes `${sql with values} - ${driver message}`; the statement starts with a keyword. */
const SQL_START = /^\s*(select|insert|update|delete|with|create|alter|drop|pragma|begin|commit|rollback|savepoint|release|truncate)\b/i
const EMAIL = /[^\s@'"<>()]+@[^\s@'"<>()]+\.[^\s@'"<>()]+/g

export function stripSqlValues(message: string): string {
  let text = message
  if (SQL_START.test(text)) {
    const cut = text.lastIndexOf(' - ')
    text = cut >= 0 ? `[query] - ${text.slice(cut + 3)}` : '[query]'
  }
  return (
    text
      // SQL string literals, and PostgreSQL's quoted input values (`… for type uuid: "x"`).
      .replace(/'(?:[^']|'')*'/g, "'?'")
      .replace(/: "[^"]*"/g, ': "?"')
      .replace(EMAIL, '[email]')
  )
}

type ErrorLike = {
  name?: unknown
  message?: unknown
  code?: unknown
  status?: unknown
  stack?: unknown
  cause?: unknown
  table?: unknown
  column?: unknown
  constraint?: unknown
}

const IDENTIFIER_FIELDS = ['table', 'column', 'constraint'] as const

/** The pino serializer for `err` (config/logger.ts). */
export function safeError(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return typeof value === 'string' ? stripSqlValues(value) : value
  const error = value as ErrorLike
  const out: Record<string, unknown> = {
    type: (value as object).constructor?.name ?? 'Error',
    message: stripSqlValues(typeof error.message === 'string' ? error.message : String(error.message ?? '')),
  }
  if (typeof error.code === 'string' || typeof error.code === 'number') out.code = error.code
  if (typeof error.status === 'number') out.status = error.status
  for (const field of IDENTIFIER_FIELDS) if (typeof error[field] === 'string') out[field] = error[field]
  // The stack's first lines repeat the message; its frames say only where.
  if (typeof error.stack === 'string') {
    out.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n')
  }
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1)
  return out
}
