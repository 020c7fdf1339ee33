/**
 * Toasts (spec §4, §9): F8 focuses the toast area, one toast at a time (a new one replaces the
 * previous), the viewport at most 420 px wide on wide screens and full width on a phone.
 * The toasts come from the sign-up screen: the client-side 'Password Mismatch', and a
 * 'Signup Failed' whose server answer is supplied by a route (no account is created).
 */
import assert from 'node:assert/strict'
import { useBrowser, pageTest, PHONE } from './support/browser.js'
import { expectToast, PASSWORD, toastRegion, uniqueEmail } from './support/fixtures.js'
import { eventually, expectHidden, expectVisible } from './support/expect.js'
import { SignupPage } from './pages/signup-page.js'

useBrowser()

async function showMismatchToast(page) {
  const signup = new SignupPage(page)
  await signup.goto()
  await signup.signUp({ email: uniqueEmail(), password: PASSWORD, confirmPassword: `${PASSWORD}-typo` })
  await expectToast(page, 'Password Mismatch', 'Passwords do not match.')
  return signup
}

/** The toasts currently shown (list items of the region that are visible). */
function visibleToasts(page) {
  return toastRegion(page).getByRole('listitem').filter({ visible: true })
}

pageTest('F8 moves focus to the toast region', async ({ page }) => {
  await showMismatchToast(page)
  const region = toastRegion(page)
  assert.equal(await region.count(), 1, "one 'Notifications (F8)' region")
  await page.keyboard.press('F8')
  await eventually(async () => {
    const inside = await region.evaluate((el) => el.contains(document.activeElement))
    assert.ok(inside, 'focus is inside the toast region after F8')
  })
})

pageTest('a second toast replaces the first: one visible at a time', async ({ page }) => {
  const signup = await showMismatchToast(page)
  await page.route('**/api/auth/signup', (route) =>
    route.fulfill({ status: 409, json: { code: 'E_EMAIL_TAKEN', message: 'An account with this email already exists.' } })
  )
  await signup.confirmPassword.fill(PASSWORD)
  await signup.submit.click()
  await expectToast(page, 'Signup Failed', 'An account with this email already exists.')
  await expectHidden(toastRegion(page).getByText('Password Mismatch', { exact: true }), 'the first toast, replaced')
  await eventually(async () => assert.equal(await visibleToasts(page).count(), 1, 'exactly one toast is visible'))
})

/** The toast's and the viewport's boxes once the toast has finished sliding in. */
async function toastGeometry(page) {
  const toast = visibleToasts(page).first()
  await expectVisible(toast, 'a toast')
  let previous = null
  await eventually(
    async () => {
      const box = await toast.boundingBox()
      const settled = previous && Math.abs(box.x - previous.x) < 0.5 && Math.abs(box.width - previous.width) < 0.5
      previous = box
      assert.ok(settled, 'the toast stopped moving')
    },
    { interval: 150 }
  )
  const toastBox = await toast.boundingBox()
  const viewportBox = await toastRegion(page).getByRole('list').boundingBox()
  return { toastBox, viewportBox }
}

pageTest('at 1280 px the toast viewport is at most 420 px wide', async ({ page }) => {
  await showMismatchToast(page)
  const { toastBox, viewportBox } = await toastGeometry(page)
  assert.ok(viewportBox.width <= 420, `the viewport is ${viewportBox.width} px wide (≤ 420 expected)`)
  assert.ok(toastBox.width <= 420 && toastBox.width >= 250, `the toast is ${toastBox.width} px wide`)
  assert.ok(toastBox.x + toastBox.width <= 1280, 'the toast is on screen')
})

pageTest('at 360 px the toast takes the full width, minus margins', { phone: true }, async ({ page }) => {
  await showMismatchToast(page)
  const { toastBox } = await toastGeometry(page)
  assert.ok(toastBox.x >= 0 && toastBox.x <= 24, `the toast starts ${toastBox.x} px from the left edge (a margin of at most 24 px)`)
  const right = PHONE.width - (toastBox.x + toastBox.width)
  assert.ok(right >= 0 && right <= 24, `the toast ends ${right} px from the right edge (a margin of at most 24 px)`)
  assert.ok(toastBox.width >= PHONE.width - 48, `the toast is ${toastBox.width} px wide of ${PHONE.width}`)
})
