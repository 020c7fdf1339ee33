/**
 * The partner stand-in's page (ADR 0033): plain HTML with no script (the CSP allows none inline),
 * every value escaped — the query it shows comes from whoever typed the address.
 */
import { AFFILIATE_CLICK_PARAM, ORDER_STATUS_LABELS, type OrderStatus } from '@dosewise/sync-protocol'
import { escapeHtml } from '#services/html'

export interface StandInView {
  programName: string
  /** The program's key in the stand-in's address (/partner/<key>/…). */
  programKey: string
  trackingParam: string
  /** The tracking parameter's value the link carried, and whether it is our affiliate id. */
  affiliateId: string | null
  affiliateIdMatches: boolean
  clickId: string | null
  product: string
  /** The order placed with this click, if any. */
  order: { id: number; status: string } | null
  /** The postbacks that can be sent (only with a click id). */
  postbacks: readonly string[]
  /** What the last action did: a postback sent, or refused with the server's reason. */
  notice: { kind: 'sent' | 'refused'; text: string } | null
}

const label = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status

function row(term: string, value: string) {
  return `<div><dt>${escapeHtml(term)}</dt><dd>${value}</dd></div>`
}

const code = (value: string | null, missing: string) =>
  value === null ? `<em>${escapeHtml(missing)}</em>` : `<code>${escapeHtml(value)}</code>`

function orderSection(view: StandInView): string {
  if (view.clickId === null) return '<p>This link carries no click id, so no order can be reported for it.</p>'
  if (view.order === null) {
    return '<p>No order has been placed with this click yet. A postback sent now is refused: Dosewise knows no order for it.</p>'
  }
  return `<p>Order #${view.order.id} at Dosewise is <strong>${escapeHtml(label(view.order.status))}</strong>.</p>`
}

function postbackForms(view: StandInView): string {
  if (view.clickId === null || view.postbacks.length === 0) return ''
  const action = (status: string) =>
    `/partner/${encodeURIComponent(view.programKey)}/clicks/${encodeURIComponent(view.clickId!)}/${encodeURIComponent(status)}`
  const forms = view.postbacks
    .map(
      (status) =>
        `<li><form method="post" action="${escapeHtml(action(status))}"><button type="submit">Send ‘${escapeHtml(status)}’</button></form></li>`
    )
    .join('')
  return `<section aria-labelledby="postbacks">
<h2 id="postbacks">Report the order to Dosewise</h2>
<p>Each button sends the partner's signed postback for this click, as the partner's server would.</p>
<ul class="actions">${forms}</ul>
</section>`
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f8fafc;color:#0f172a;line-height:1.5}
main{max-width:40rem;margin:1rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.4rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
dl{display:grid;gap:.25rem;margin:0}dl div{display:flex;flex-wrap:wrap;gap:.5rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
code{background:#f1f5f9;padding:0 .25rem;border-radius:.25rem}
.actions{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #0f766e;background:#0f766e;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
.sent{color:#166534;font-weight:600}.refused{color:#991b1b;font-weight:600}.note{color:#475569;font-size:.9rem}
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`
}

const NOTE =
  '<p class="note">A stand-in for this partner\'s shop, run by Dosewise outside production: no shop runs here and nothing is sold. It shows what the partner receives from a Dosewise link and sends the partner\'s postbacks back.</p>'

/** An address the stand-in knows no program or click for. */
export function renderStandInNotFound(): string {
  return layout(
    'Unknown partner (partner stand-in)',
    `<h1>Unknown partner</h1>
${NOTE}
<div role="alert" class="refused">The stand-in knows no partner program or click at this address.</div>`
  )
}

export function renderStandInPage(view: StandInView): string {
  const notice =
    view.notice === null
      ? '<div role="status"></div>'
      : view.notice.kind === 'sent'
        ? `<div role="status" class="sent">${escapeHtml(view.notice.text)}</div>`
        : `<div role="alert" class="refused">${escapeHtml(view.notice.text)}</div>`
  const affiliate = view.affiliateId === null ? '' : view.affiliateIdMatches ? ' — Dosewise’s id' : ' — not Dosewise’s id'
  return layout(
    `${view.programName} (partner stand-in)`,
    `<h1>${escapeHtml(view.programName)}</h1>
${NOTE}
${notice}
<section aria-labelledby="received">
<h2 id="received">What the link carried</h2>
<dl>
${row('Program', `${escapeHtml(view.programName)} (<code>${escapeHtml(view.programKey)}</code>)`)}
${row(`Affiliate id (${view.trackingParam})`, `${code(view.affiliateId, 'missing')}${affiliate}`)}
${row(`Click id (${AFFILIATE_CLICK_PARAM})`, code(view.clickId, 'missing'))}
${row('Product', code(view.product, 'none'))}
</dl>
</section>
<section aria-labelledby="order">
<h2 id="order">The order</h2>
${orderSection(view)}
</section>
${postbackForms(view)}`
  )
}
