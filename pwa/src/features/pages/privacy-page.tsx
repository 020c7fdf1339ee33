/**
 * /privacy — what Dosewise keeps about a person, where, for how long, who sees it, and how to
 * take it away or delete it, in plain words. Every statement here is what the code does (the
 * figures come from the code: sessions 30 days, deleted records 180 days, demo accounts 24
 * hours); when the code changes, this page changes with it.
 */
import { Link } from 'react-router'
import { LegalPage, type LegalSection } from './legal-page'

const link = 'font-medium text-primary underline underline-offset-4'

const SECTIONS: LegalSection[] = [
  {
    id: 'what',
    title: 'What we keep',
    body: (
      <>
        <p>Only what you give the app, and what it needs to work:</p>
        <ul>
          <li>
            <strong>Your account:</strong> email address, username, first and last name, whether your email is verified, and your password
            as a one-way hash (never the password itself). If you sign in with Google, Facebook, Microsoft or GitHub: which one, your id
            there and the profile it sent, stored encrypted.
          </li>
          <li>
            <strong>Your assessments:</strong> your answers (work, hours, sleep, stress, diet, goals, medications, supplements, allergies,
            notes) and the plan made from them.
          </li>
          <li>
            <strong>Your health records:</strong> the supplements you take and when, each dose you mark taken, skipped or snoozed, journal
            entries, weekly check-ins, lab results, prescriptions, the healthcare providers you add (their names and contact details) and
            your appointments with them.
          </li>
          <li>
            <strong>Your settings:</strong> reminder settings, your time zone and shift rota, and the notifications the app made for you.
          </li>
          <li>
            <strong>Insights</strong> computed on your device from your entries and saved with your records.
          </li>
          <li>
            <strong>Shop and reviews:</strong> the orders and subscriptions you place, and the supplement reviews you write.
          </li>
          <li>
            <strong>Reports you send to a provider:</strong> to which address, which report, the file’s name, size and fingerprint, and
            when. Not the report itself.
          </li>
          <li>
            <strong>Your devices:</strong> for each browser signed in, a random session id (in a cookie), which browser and system it is,
            when it signed in and when it was last used; for each device set up for reminders, the address and keys its push service gave
            it, its time zone, and a note of each reminder sent; the sync ids of your devices and, for 30 days, the answer to each change
            they sent.
          </li>
          <li>
            <strong>Abuse protection:</strong> counters of attempts (sign-in, sign-up, password reset and change, report sending) per IP
            address and per account — the account as its id or a one-way hash of the email, not the address. They last from 15 minutes to a
            day.
          </li>
        </ul>
        <p>No analytics, no advertising and no tracking scripts: the app sends nothing about you to anyone else to count or follow you.</p>
      </>
    ),
  },
  {
    id: 'where',
    title: 'Where it is kept',
    body: (
      <>
        <ul>
          <li>
            <strong>On your device,</strong> in your browser’s own database (IndexedDB), one per account, so that the app works without a
            connection. The browser’s local storage holds the name and email of the account last signed in (to open offline) and how many
            changes of an account are still waiting to be sent. The app’s files and articles you read are cached for offline use.
          </li>
          <li>
            <strong>On our server,</strong> in its database. Your records reach it when your device syncs, and come back down to your other
            devices.
          </li>
          <li>
            <strong>In email,</strong> only as needed: the link to verify your address, the link to reset your password, and the reports you
            choose to send to one of your providers.
          </li>
        </ul>
        <p>Cookies: three, none for tracking.</p>
        <ul>
          <li>
            <code>dosewise-session</code>: keeps you signed in. Scripts cannot read it.
          </li>
          <li>
            <code>XSRF-TOKEN</code>: proves a change comes from the app, not from another site.
          </li>
          <li>
            <code>dosewise_auth</code>: says this browser has signed in, so the start page knows to ask who you are. It holds no secret.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long',
    body: (
      <ul>
        <li>Your account and records: until you delete them, or delete your account.</li>
        <li>
          A record you delete disappears from your screens at once. The server keeps it, marked deleted, for 180 days so your other devices
          learn it was deleted; then it is gone for good. Deleting your account removes these at once.
        </li>
        <li>
          A session: 30 days after the browser last used it. Signing out ends it at once; so do Sign out everywhere, signing a device out in
          Settings, and changing or resetting your password (which ends the others).
        </li>
        <li>
          On your device: signing out deletes that account’s database from the browser. If a session ends without you signing out (it
          expired, or you signed out everywhere from another device) while changes are still waiting to be sent, they stay on this device
          until you sign in again, so nothing you wrote is lost.
        </li>
        <li>The log of reports you sent: until you delete your account.</li>
        <li>A demo account from “View Demo”: 24 hours, then it is deleted with everything in it.</li>
        <li>Password reset links work for 60 minutes and once.</li>
      </ul>
    ),
  },
  {
    id: 'who',
    title: 'Who sees it',
    body: (
      <>
        <ul>
          <li>
            <strong>You.</strong> Every record belongs to one account, and the server answers for it to that account only.
          </li>
          <li>
            <strong>A provider you email a report to</strong> sees that report. It goes only to the email address you saved for them, with
            your email as the reply address.
          </li>
          <li>
            <strong>Other signed-in people</strong> see the supplement reviews you write: anonymous unless you choose to show your first
            name.
          </li>
          <li>
            <strong>Your browser’s push service</strong> (run by your browser’s maker) carries reminders to your device. The message is
            encrypted for your device; the service cannot read it.
          </li>
          <li>
            <strong>A partner shop</strong> sees your visit when you follow a shop link, as any website does. The link carries our partner
            code, not who you are.
          </li>
          <li>
            <strong>The people who run the server</strong> can reach its database, to keep the service running.
          </li>
        </ul>
        <p>We do not sell your data, rent it, or share it with advertisers or data brokers. We do not use it to train AI models.</p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your copy, corrections and deletion',
    body: (
      <ul>
        <li>
          <strong>Get a copy:</strong> in{' '}
          <Link className={link} to="/settings">
            Settings
          </Link>
          , “Export my data” downloads everything the server holds about you as JSON and CSV files, with a README saying what each file is.
          Passwords, tokens and session ids are left out.
        </li>
        <li>
          <strong>Correct it:</strong> edit or delete any record in the app; change your name in Settings.
        </li>
        <li>
          <strong>Delete it:</strong> in Settings, “Delete account” deletes your account and every record of yours on the server at once,
          signs you out everywhere, and deletes the copy on the device you are using. On another device you used, the browser keeps its copy
          until you sign out there or clear this site’s data in that browser.
        </li>
      </ul>
    ),
  },
  {
    id: 'medical',
    title: 'Medical disclaimer',
    body: (
      <p>
        Dosewise gives general information about supplements. It is not medical advice, and it does not replace a doctor, pharmacist or
        other qualified professional. Always ask one before starting a supplement, especially if you are pregnant or breastfeeding, take
        medicines, or have a health condition. See the{' '}
        <Link className={link} to="/terms#not-medical-advice">
          terms
        </Link>
        .
      </p>
    ),
  },
]

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy"
      updated="25 November 2026"
      intro={
        <p>
          Your health records are yours. This page says what Dosewise keeps, where, for how long and who can see it — and how to take a copy
          or delete it all.
        </p>
      }
      sections={SECTIONS}
    />
  )
}
