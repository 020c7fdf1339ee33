/**
 * The public screens as a visitor uses them (spec §2, §4, §5, §8): the landing page's texts and
 * links, sign-in, sign-up, sign-out, email verification, forgot and reset password.
 *
 * Rate limits (ADR 0002) apply to 127.0.0.1 like to anyone, so this file creates few accounts:
 * `alice` (sign-in, sign-out, verification, forgot password) and `bob` (reset password, last).
 * States that only need the server's answer to be late or negative are produced with routes.
 */
import assert from 'node:assert/strict'
import { before, describe } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import {
  ApiClient,
  apiSignIn,
  apiSignUp,
  appLinkIn,
  DATA_DIR,
  DEMO,
  expectToast,
  mailsTo,
  PASSWORD,
  readMail,
  recordRequests,
  uniqueEmail,
} from './support/fixtures.js'
import { expectAttribute, expectHref, expectPath, expectVisible } from './support/expect.js'
import { FEATURE_TITLES, FOOTER_PAGES, FOOTER_PLACEHOLDERS, LandingPage, STEP_TITLES, TAGLINE } from './pages/landing-page.js'
import { LoginPage, SOCIAL_PROVIDERS } from './pages/login-page.js'
import { SignupPage } from './pages/signup-page.js'
import { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from './pages/account-pages.js'
import { AppShell } from './pages/app-shell.js'

useBrowser()

let alice
before(async () => {
  alice = await apiSignUp({ firstName: 'Alice' })
})

describe('landing page', () => {
  pageTest('header and hero: Sign In, Get Started, the title, Start Free Assessment, View Demo', async ({ page }) => {
    const landing = new LandingPage(page)
    await landing.goto('/')
    await expectHref(landing.header.getByRole('link', { name: 'Sign In', exact: true }), '/login')
    await expectHref(landing.header.getByRole('link', { name: 'Get Started', exact: true }), '/signup')
    await expectHref(landing.startFreeAssessment, '/signup')
    // The sign-in screen (spec §2), asked to start a demo at once (e2e/demo.spec.js follows it).
    await expectHref(landing.viewDemo, '/login')
  })

  for (const [name, path] of [
    ['Sign In', '/login'],
    ['Get Started', '/signup'],
    ['Start Free Assessment', '/signup'],
    ['Start Your Free Assessment', '/signup'],
  ]) {
    pageTest(`'${name}' opens ${path}`, async ({ page }) => {
      const landing = new LandingPage(page)
      await landing.goto('/')
      await page.getByRole('link', { name, exact: true }).first().click()
      await expectPath(page, path)
      const screen = path === '/login' ? new LoginPage(page) : new SignupPage(page)
      await screen.expectShown()
    })
  }

  pageTest('feature cards, How It Works in 3 simple steps, the social proof and the closing call to action', async ({ page }) => {
    const landing = new LandingPage(page)
    await landing.goto('/')
    for (const title of FEATURE_TITLES) await expectVisible(landing.featureTitle(title), `feature card '${title}'`)
    await expectVisible(landing.howItWorks, "the 'How It Works' heading")
    await expectVisible(page.getByText('3 simple steps'), "'3 simple steps'")
    for (const title of STEP_TITLES) await expectVisible(landing.featureTitle(title), `step '${title}'`)
    // The three steps come in reading order, after the 'How It Works' heading.
    const boxes = []
    for (const title of ['How It Works', ...STEP_TITLES]) {
      boxes.push(await page.getByRole('heading', { name: title, exact: true }).boundingBox())
    }
    const precedes = (a, b) => a.y + a.height <= b.y + 1 || (Math.abs(a.y - b.y) < 2 && a.x < b.x)
    assert.ok(
      boxes.slice(1).every((b) => precedes(boxes[0], b)),
      "the steps come after 'How It Works'"
    )
    assert.ok(precedes(boxes[1], boxes[2]) && precedes(boxes[2], boxes[3]), 'the steps are in order 1, 2, 3')
    await expectVisible(page.getByText('Join thousands of professionals'), "'Join thousands of professionals'")
    await expectHref(landing.startYourFreeAssessment, '/signup')
  })

  pageTest('footer: the product links, Privacy and Terms, placeholder items without targets, © 2025 and the tagline', async ({ page }) => {
    const landing = new LandingPage(page)
    await landing.goto('/')
    await expectHref(landing.footerLink('Assessment'), '/assessment')
    await expectHref(landing.footerLink('Recommendations'), '/recommendations')
    await expectHref(landing.footerLink('Drug Interactions'), '/drug-interactions')
    for (const [item, path] of FOOTER_PAGES) await expectHref(landing.footerLink(item), path)
    for (const item of FOOTER_PLACEHOLDERS) {
      await expectVisible(landing.footer.getByText(item, { exact: true }), `footer item '${item}'`)
      assert.equal(
        await landing.footer.getByRole('link', { name: item, exact: true }).count(),
        0,
        `'${item}' is not a link (it has no target)`
      )
    }
    await expectVisible(landing.footer.getByText(/© 2025 Dosewise/), "'© 2025 Dosewise'")
    await expectVisible(page.getByText(TAGLINE, { exact: true }), 'the tagline')
  })
})

describe('/login', () => {
  pageTest('has the four social buttons, the form, Forgot password? and Sign up', async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    for (const { label } of SOCIAL_PROVIDERS) await expectVisible(login.socialButton(label), `'Continue with ${label}'`)
    await expectVisible(login.email, "the 'Email' field")
    await expectAttribute(login.email, 'type', 'email')
    await expectVisible(login.password, "the 'Password' field")
    await expectAttribute(login.password, 'type', 'password')
    await expectHref(login.forgotPassword, '/forgot-password')
    await expectHref(login.signUp, '/signup')
  })

  // No provider has a client id here (run.js): the server says so at GET /api/auth/providers.
  for (const { id, label } of SOCIAL_PROVIDERS) {
    pageTest(`'Continue with ${label}' says it is not set up on this server, and stays on /login`, async ({ page }) => {
      const login = new LoginPage(page)
      const providers = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/providers')
      await login.goto()
      assert.equal((await (await providers).json())[id], false, `GET /api/auth/providers: ${id}`)
      const navigations = []
      page.on('request', (r) => r.isNavigationRequest() && navigations.push(new URL(r.url()).pathname))
      await login.socialButton(label).click()
      await expectToast(page, `${label} sign-in is not set up on this server`, 'Please use your email and password instead.')
      await expectPath(page, '/login')
      assert.deepEqual(navigations, [], 'no navigation')
    })

    pageTest(`'Continue with ${label}' navigates the browser to /auth/${id} when the server could not be asked`, async ({ page }) => {
      await page.route('**/api/auth/providers', (route) => route.abort('internetdisconnected'))
      const login = new LoginPage(page)
      await login.goto()
      const navigation = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === `/auth/${id}`)
      await login.socialButton(label).click()
      const request = await navigation
      assert.equal(request.method(), 'GET')
      await expectPath(page, `/auth/${id}`)
      // The server's own page then says the provider is not configured (ADR 0003).
      await expectVisible(page.getByText(/not configured/i), 'the server page saying the provider is not configured')
    })
  }

  pageTest("'Signing in...' shows, disabled, while the request runs", async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    let release
    const gate = new Promise((r) => (release = r))
    await page.route('**/api/auth/login', async (route) => {
      await gate
      await route.fulfill({ status: 401, json: { code: 'E_INVALID_CREDENTIALS', message: 'Invalid email or password' } })
    })
    await login.signIn({ email: alice.email, password: 'wrong-password' })
    await expectVisible(login.pendingSubmit, "the 'Signing in...' button")
    assert.equal(await login.pendingSubmit.isDisabled(), true, "'Signing in...' is disabled")
    release()
    await expectVisible(login.submit, "the 'Sign In' button again after the answer")
    assert.equal(await login.submit.isEnabled(), true)
  })

  pageTest("a wrong password shows 'Login Failed' with the server's message", async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login')
    await login.signIn({ email: alice.email, password: 'not-the-password' })
    const answer = await response
    assert.equal(answer.status(), 401)
    const { message } = await answer.json()
    assert.equal(message, 'Invalid email or password')
    await expectToast(page, 'Login Failed', message)
    await expectPath(page, '/login')
  })

  pageTest("success shows 'Success' / 'You have been logged in successfully.' and opens /dashboard", async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    await login.signIn(alice)
    await expectToast(page, 'Success', 'You have been logged in successfully.')
    await expectPath(page, '/dashboard')
    await new AppShell(page).expectShown()
  })
})

describe('/signup', () => {
  pageTest('has the social buttons, the five fields, the password placeholder and Sign in', async ({ page }) => {
    const signup = new SignupPage(page)
    await signup.goto()
    for (const { label } of SOCIAL_PROVIDERS) await expectVisible(signup.socialButton(label), `'Continue with ${label}'`)
    for (const field of [signup.firstName, signup.lastName, signup.email, signup.password, signup.confirmPassword]) {
      await expectVisible(field)
    }
    await expectAttribute(signup.password, 'placeholder', 'Password (min. 8 characters)')
    await expectAttribute(signup.password, 'type', 'password')
    await expectAttribute(signup.confirmPassword, 'type', 'password')
    await expectHref(signup.signIn, '/login')
  })

  pageTest("different passwords: 'Password Mismatch' / 'Passwords do not match.' and nothing is sent", async ({ page }) => {
    const signup = new SignupPage(page)
    await signup.goto()
    const recorder = recordRequests(page)
    await signup.signUp({ email: uniqueEmail(), password: PASSWORD, confirmPassword: `${PASSWORD}-typo` })
    await expectToast(page, 'Password Mismatch', 'Passwords do not match.')
    await page.waitForTimeout(500)
    recorder.assertNone('/api/auth/signup', undefined, 'a password mismatch must not send the sign-up')
    await expectPath(page, '/signup')
  })

  pageTest("'Creating account...' shows, disabled, while the request runs", async ({ page }) => {
    const signup = new SignupPage(page)
    await signup.goto()
    let release
    const gate = new Promise((r) => (release = r))
    await page.route('**/api/auth/signup', async (route) => {
      await gate
      await route.fulfill({ status: 409, json: { code: 'E_EMAIL_TAKEN', message: 'held by the test' } })
    })
    await signup.signUp({ email: uniqueEmail(), password: PASSWORD })
    await expectVisible(signup.pendingSubmit, "the 'Creating account...' button")
    assert.equal(await signup.pendingSubmit.isDisabled(), true, "'Creating account...' is disabled")
    release()
    await expectVisible(signup.submit, "the 'Create Account' button again after the answer")
  })

  pageTest("success: 'Account Created' / 'Please check your email to verify your account.' then /login", async ({ page }) => {
    const signup = new SignupPage(page)
    await signup.goto()
    const email = uniqueEmail('signup')
    await signup.signUp({ email, password: PASSWORD, firstName: 'Sam', lastName: 'Signup' })
    await expectToast(page, 'Account Created', 'Please check your email to verify your account.')
    await expectPath(page, '/login')
    await new LoginPage(page).expectShown()
    const mail = await readMail(DATA_DIR, email)
    appLinkIn(mail, '/verify-email/')
  })

  pageTest("a registered email: 'Signup Failed' with the server's message", async ({ page }) => {
    const signup = new SignupPage(page)
    await signup.goto()
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/signup')
    await signup.signUp({ email: DEMO.email, password: PASSWORD })
    const answer = await response
    assert.equal(answer.status(), 409, 'a taken email answers 409')
    const { message } = await answer.json()
    assert.ok(message, 'the server explains why')
    await expectToast(page, 'Signup Failed', message)
    await expectPath(page, '/signup')
  })

  pageTest("a 7-character password: 'String must contain at least 8 character(s)' under the field, label marked", async ({ page }) => {
    const signup = new SignupPage(page)
    await signup.goto()
    const emailLabel = page.locator('label', { hasText: /^Email/ }).first()
    const passwordInputId = await signup.password.getAttribute('id')
    const passwordLabel = page.locator(`label[for="${passwordInputId}"]`)
    const colourBefore = await passwordLabel.evaluate((el) => window.getComputedStyle(el).color)
    const answers = []
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/signup') answers.push(r.status())
    })

    await signup.signUp({ email: uniqueEmail(), password: 'short77', confirmPassword: 'short77' })
    const message = page.getByText('String must contain at least 8 character(s)', { exact: true })
    await expectVisible(message, 'the field error under the password')
    // Not accepted: either nothing was sent or the server refused it with 422.
    assert.ok(
      answers.every((status) => status === 422),
      `sign-up answers: ${answers.join(', ')} (only 422 is acceptable)`
    )
    await expectPath(page, '/signup')

    // Under the field, tied to it, and the label marked.
    const inputBox = await signup.password.boundingBox()
    const messageBox = await message.boundingBox()
    assert.ok(messageBox.y >= inputBox.y + inputBox.height - 1, 'the message is below the password field')
    await expectAttribute(signup.password, 'aria-invalid', 'true')
    const describedBy = (await signup.password.getAttribute('aria-describedby')) ?? ''
    const messageId = await message.getAttribute('id')
    assert.ok(
      messageId && describedBy.split(/\s+/).includes(messageId),
      'the password field is described by the message (aria-describedby)'
    )
    const colourAfter = await passwordLabel.evaluate((el) => window.getComputedStyle(el).color)
    const emailColour = await emailLabel.evaluate((el) => window.getComputedStyle(el).color)
    assert.notEqual(colourAfter, colourBefore, 'the password label is marked (its colour changed)')
    assert.notEqual(colourAfter, emailColour, "the password label looks different from a valid field's label")
  })
})

pageTest('signing out from the account menu returns to the landing page and ends the session', async ({ page, context }) => {
  const client = await apiSignIn(alice)
  await context.addCookies(client.playwrightCookies())
  await page.goto('/dashboard')
  const shell = new AppShell(page)
  await shell.expectShown()
  await shell.signOut()
  await new LandingPage(page).expectShown()
  await expectPath(page, '/')
  const res = await context.request.get('/api/auth/user', { headers: { Accept: 'application/json' } })
  assert.equal(res.status(), 401, 'GET /api/auth/user after sign-out')
  // A reload stays signed out.
  await page.reload()
  await new LandingPage(page).expectShown()
})

pageTest('the verification link from the mail opens /verify-email/{token} and confirms the address', async ({ page }) => {
  const mail = await readMail(DATA_DIR, alice.email, { subject: /verify/i })
  const path = appLinkIn(mail, '/verify-email/')
  assert.match(path, /^\/verify-email\/[^/]+$/)
  await page.goto(path)
  await new VerifyEmailPage(page).expectShown()
  await expectVisible(page.getByText('Your email address has been verified. Thank you!'), 'the success message')
})

pageTest('forgot password: the same confirmation for a known and an unknown email; mail only for the known one', async ({ page }) => {
  const forgot = new ForgotPasswordPage(page)
  const mailsBefore = mailsTo(DATA_DIR, alice.email).length
  await forgot.goto()
  const known = await forgot.request(alice.email)
  assert.match(known, /^If an account exists for that email/)

  const stranger = uniqueEmail('nobody')
  await forgot.goto()
  const unknown = await forgot.request(stranger)
  assert.equal(unknown, known, 'the answer does not reveal whether the account exists')

  const mail = await readMail(DATA_DIR, alice.email, { subject: /reset/i })
  appLinkIn(mail, '/reset-password/')
  assert.equal(mailsTo(DATA_DIR, alice.email).length, mailsBefore + 1, 'one reset mail for the known address')
  await page.waitForTimeout(300)
  assert.equal(mailsTo(DATA_DIR, stranger).length, 0, 'no mail for an unknown address')
})

pageTest('the reset link sets a new password that then signs in', async ({ page }) => {
  const bob = await apiSignUp({ firstName: 'Bob' })
  const forgot = new ForgotPasswordPage(page)
  await forgot.goto()
  await forgot.request(bob.email)
  const mail = await readMail(DATA_DIR, bob.email, { subject: /reset/i })
  const path = appLinkIn(mail, '/reset-password/')

  await page.goto(path)
  const reset = new ResetPasswordPage(page)
  await reset.expectShown()
  const newPassword = 'a-brand-new-passphrase'
  await reset.reset(newPassword)
  await expectVisible(page.getByRole('status').filter({ hasText: /password has been reset/i }), 'the reset confirmation')
  await reset.signIn.click()

  const login = new LoginPage(page)
  await login.expectShown()
  await login.signIn({ email: bob.email, password: newPassword })
  await expectToast(page, 'Success', 'You have been logged in successfully.')
  await expectPath(page, '/dashboard')

  // The old password no longer works.
  const old = await new ApiClient().post('/api/auth/login', { email: bob.email, password: bob.password })
  assert.equal(old.status, 401, 'the old password is refused')
})
