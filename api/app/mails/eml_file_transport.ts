/**
 * Mail transport of the embedded mode: every outgoing message is written, fully rendered
 * (RFC 822), as an .eml file under DATA_DIR/mail/, so a person running the app locally can open
 * the verification and reset mails in any mail client, and tests can read them back. File names
 * sort in the order the mails were written (time, then a counter: several jobs may send within
 * one millisecond).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

let written = 0

export class EmlFileTransport implements MailTransportContract {
  #transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const info = await this.#transporter.sendMail(message)
    mkdirSync(this.directory, { recursive: true })
    const safeId = String(info.messageId).replace(/[^a-zA-Z0-9._-]/g, '')
    const file = join(this.directory, `${Date.now()}-${String(++written).padStart(6, '0')}-${safeId}.eml`)
    writeFileSync(file, info.message as Buffer, { mode: 0o600 })
    return new MailResponse(info.messageId, info.envelope, { file })
  }
}
