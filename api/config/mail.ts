/**
 * Outgoing mail: .eml files under DATA_DIR/mail/ by default (nothing leaves the machine), SMTP
 * when SMTP_HOST is set.
 */
import env from '#start/env'
import { join } from 'node:path'
import { defineConfig, transports } from '@adonisjs/mail'
import { dataDir } from '#start/runtime_paths'
import { EmlFileTransport } from '#mails/eml_file_transport'

const smtpUser = env.get('SMTP_USERNAME')

const mailConfig = defineConfig({
  default: env.get('SMTP_HOST') ? 'smtp' : 'file',
  from: { address: env.get('MAIL_FROM') ?? 'no-reply@dosewise.local', name: 'Dosewise' },
  mailers: {
    file: () => new EmlFileTransport(join(dataDir(), 'mail')),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? '127.0.0.1',
      port: env.get('SMTP_PORT') ?? 587,
      secure: env.get('SMTP_SECURE') ?? false,
      ...(smtpUser ? { auth: { type: 'login' as const, user: smtpUser, pass: env.get('SMTP_PASSWORD') ?? '' } } : {}),
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
