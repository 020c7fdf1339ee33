/**
 * /terms — the terms of using Dosewise in plain words: not medical advice, how partner (affiliate)
 * links work, what an account holder is responsible for, acceptable use, and how an account
 * ends. Written for this app, from what it does.
 */
import { Link } from 'react-router'
import { LegalPage, type LegalSection } from './legal-page'

const link = 'font-medium text-primary underline underline-offset-4'

const SECTIONS: LegalSection[] = [
  {
    id: 'what-it-is',
    title: 'What Dosewise is',
    body: (
      <p>
        Dosewise suggests supplements from your answers about your work, lifestyle and goals, checks them against the medicines you tell it
        about, and helps you keep track of what you take and how you feel. By making an account or using the app you agree to these terms.
        If you do not agree, do not use it.
      </p>
    ),
  },
  {
    id: 'not-medical-advice',
    title: 'Not medical advice',
    body: (
      <>
        <p>
          Everything Dosewise shows is general information. Its plans are worked out by fixed rules from what you typed; it has not examined
          you and does not know your full medical history.
        </p>
        <ul>
          <li>Talk to a doctor or pharmacist before starting, stopping or changing a supplement or a medicine.</li>
          <li>
            Take extra care, and ask first, if you are pregnant or breastfeeding, have a long-term condition, are having surgery, or take
            prescription medicines.
          </li>
          <li>The interaction checker knows the pairs in its table and nothing else. No warning does not mean a combination is safe.</li>
          <li>Never put off seeing a professional, or ignore their advice, because of something you read here.</li>
          <li>In an emergency, call your local emergency number.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'affiliate-links',
    title: 'Partner links and the shop',
    body: (
      <>
        <p>
          Some links to shops are partner (affiliate) links: if you buy through one, the shop may pay Dosewise a commission. The price you
          pay is the shop’s own; the commission does not add to it.
        </p>
        <p>
          Commissions play no part in what Dosewise recommends: the plan is made from your answers and the evidence for each supplement, and
          the engine never sees who pays what. Orders are placed with, sold and delivered by the partner shop, under its terms.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>One account is for one person. Use an email address you can receive mail at.</li>
        <li>Keep your password to yourself. Sign out on a shared computer: signing out also removes your records from that browser.</li>
        <li>
          If you think someone else has used your account, change your password (it signs out every other device) or use Sign out everywhere
          in{' '}
          <Link className={link} to="/settings">
            Settings
          </Link>
          .
        </li>
        <li>
          What you enter is yours. You let Dosewise store it and work with it to run the app for you, as the{' '}
          <Link className={link} to="/privacy">
            privacy page
          </Link>{' '}
          describes — and for nothing else.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>try to reach another person’s account or records, or get round the limits and checks that protect them;</li>
          <li>make accounts automatically, or copy the catalogue or other people’s reviews in bulk;</li>
          <li>overload the service, or probe it for weaknesses without our agreement;</li>
          <li>send reports to anyone but your own healthcare providers, or use the app to send unwanted mail;</li>
          <li>write reviews that are false, abusive, or advertising, or that tell others to ignore medical advice;</li>
          <li>pretend to be someone else.</li>
        </ul>
        <p>
          We may remove reviews that break these rules, and suspend or close an account that does, telling you why at the email address on
          the account.
        </p>
      </>
    ),
  },
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <>
        <p>
          We work to keep Dosewise running and your records safe, and the app keeps working offline with what is on your device. But it is
          provided as it is: features change, and it may sometimes be unavailable. Keep your own copy of anything you cannot afford to lose
          — “Export my data” in Settings gives you one at any time.
        </p>
        <p>A demo account made with “View Demo” is deleted, with everything in it, 24 hours after it is made.</p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending',
    body: (
      <p>
        You can delete your account at any time in Settings; everything of yours on our server is deleted with it. If these terms change in
        a way that matters, we will say so in the app before the change applies.
      </p>
    ),
  },
]

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms"
      updated="25 November 2026"
      intro={
        <p>The terms of using Dosewise, in plain words. The short version: it is information, not medical advice; be fair to others.</p>
      }
      sections={SECTIONS}
    />
  )
}
