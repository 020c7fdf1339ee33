/**
 * 'Share Report' (issue 14): a report made on the server from the person's own synced records,
 * rendered as a PDF and mailed to one of their providers — only ever to the email stored on that
 * provider, with nothing taken from the client but which provider, which report and a note.
 * The preview runs every step but the sending, so it shows exactly what would go.
 *
 * Refused: an account whose email is not verified (403: the reply-to address must be theirs),
 * a provider that is not the person's or is deleted (404), one without an email (422). Each send
 * is logged in report_shares with the PDF's size and SHA-256.
 *
 * Sending is a job (ADR 0037): the request checks everything above and enqueues
 * 'mail.report-share' with ids, the kind, the person's note and the moment asked; the job makes
 * the report and the PDF from the records as they are then, mails it and logs it. A failing mail
 * server is retried with backoff and, after the last attempt, shown to administrators as a dead
 * letter; a provider deleted meanwhile ends the job at once (404, nothing sent).
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import {
  REPORT_SHARE_CODES,
  REPORT_SHARE_MESSAGES,
  type HealthcareProvider,
  type ReportSharePreview,
  type ReportShareReceipt,
} from '@dosewise/sync-protocol'
import { buildReport, reportFileName, type ReportKind } from '@dosewise/sync-protocol/reports'
import { renderReportPdf } from '@dosewise/sync-protocol/reports/pdf'
import User from '#models/user'
import ReportShareMail from '#mails/report_share_mail'
import { ForbiddenException, NotFoundException } from '#exceptions/app_exceptions'
import { ProviderWithoutEmailException } from '#exceptions/report_share_exceptions'
import { loadRow, toReadShape } from '#services/sync/record_store'
import { toDbTimestamp } from '#services/sync/sql_values'
import { personName, reportInput } from '#services/reports/report_input'
import { shareMessage, type ShareMessage } from '#services/reports/share_message'
import { queue } from '#services/queue/queue'

export interface ShareRequest {
  providerId: string
  kind: ReportKind
  message?: string | null
}

interface PreparedShare {
  provider: HealthcareProvider
  message: ShareMessage
  pdf: Uint8Array
  sections: string[]
  title: string
}

const require = createRequire(import.meta.url)
let fonts: { regular: string; bold: string } | null | undefined

/** DejaVu Sans, which has the letters every name needs; null (the renderer's built-in font) if it is not installed. */
function reportFonts() {
  if (fonts === undefined) {
    try {
      fonts = {
        regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
        bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
      }
    } catch {
      fonts = null
    }
  }
  return fonts
}

async function ownProvider(userId: number, providerId: string): Promise<HealthcareProvider> {
  const row = await loadRow(db.connection(), 'healthcareProvider', userId, providerId)
  if (!row || row.deleted_at) throw new NotFoundException(REPORT_SHARE_MESSAGES.providerNotFound, REPORT_SHARE_CODES.providerNotFound)
  return toReadShape('healthcareProvider', row) as unknown as HealthcareProvider
}

/** The refusals, and the report's document, without rendering its PDF. */
async function checked(user: User, request: ShareRequest, now: Date) {
  if (!user.emailVerified) throw new ForbiddenException(REPORT_SHARE_MESSAGES.unverified, REPORT_SHARE_CODES.unverified)
  const provider = await ownProvider(user.id, request.providerId)
  const to = provider.email?.trim()
  if (!to) throw new ProviderWithoutEmailException()
  const doc = buildReport(request.kind, await reportInput(user, now))
  return { provider, to, doc }
}

async function prepare(user: User, request: ShareRequest, now: Date): Promise<PreparedShare> {
  const { provider, to, doc } = await checked(user, request, now)
  const pdf = await renderReportPdf(doc, reportFonts())
  const filename = reportFileName(doc)
  const message = shareMessage({
    person: { name: personName(user), email: user.email },
    provider: { name: provider.providerName, email: to },
    doc,
    filename,
    message: request.message?.trim() || null,
  })
  return { provider, message, pdf, title: doc.title, sections: doc.sections.map((section) => section.heading) }
}

export async function previewShare(user: User, request: ShareRequest, now: Date = new Date()): Promise<ReportSharePreview> {
  const { message, pdf, title, sections } = await prepare(user, request, now)
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    attachment: { filename: message.filename, bytes: pdf.byteLength },
    report: { title, sections },
  }
}

/** Checks the share and enqueues it; the receipt names where it goes and the file it will carry. */
export async function sendShare(user: User, request: ShareRequest, now: Date = new Date()): Promise<ReportShareReceipt> {
  const { to, doc } = await checked(user, request, now)
  await queue.enqueue('mail.report-share', {
    userId: user.id,
    providerId: request.providerId,
    kind: request.kind,
    message: request.message?.trim() || null,
    requestedAt: now.toISOString(),
  })
  return { sentTo: to, sentAt: now.toISOString(), filename: reportFileName(doc) }
}

/** The job 'mail.report-share': the report made, mailed and logged (a row is a mail handed to the mail server). */
export async function deliverShare(job: ShareRequest & { userId: number; requestedAt: string }) {
  const user = await User.find(job.userId)
  if (!user) throw new NotFoundException('The account that asked for this report is gone.', 'E_USER_GONE')
  const now = new Date(job.requestedAt)
  const { provider, message, pdf } = await prepare(user, job, now)
  const bytes = Buffer.from(pdf)
  await mail.send(new ReportShareMail(message, bytes))
  await db.table('report_shares').insert({
    user_id: user.id,
    provider_id: provider.id,
    kind: job.kind,
    recipient: message.to,
    filename: message.filename,
    bytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    sent_at: toDbTimestamp(now),
  })
}
