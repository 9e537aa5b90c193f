import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './mail';
import { codeFromLetter } from './letters';

/** A unique email per test so tests never depend on each other's accounts. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const PASSWORD = 'Str0ng!Pass';

/** The CSRF header the Homeworth client sends on state-changing requests. */
export const CSRF = { 'X-Requested-With': 'homeworth' };

/** Role ids of the sign-up API. */
export const ROLE_IDS = { homeowner: 2, contractor: 3, agent: 7 } as const;

/** Who signs up through the API: every field has a default, `extra` adds body fields (a company, a phone). */
export interface ApiSignUp {
  email?: string;
  firstName?: string;
  lastName?: string;
  roleId?: number;
  extra?: Record<string, unknown>;
}

/**
 * Signs up through the API and returns the email. With `page.request` the page's context keeps the
 * session cookie (signed in); with the test's own `request` the browser stays a guest.
 */
export async function signUpThroughApi(request: APIRequestContext, who: ApiSignUp = {}): Promise<string> {
  const { email = uniqueEmail('user'), firstName = 'Sam', lastName = 'Tester', roleId = ROLE_IDS.homeowner, extra = {} } = who;
  const response = await request.post('/api/v1/security/sign-up', {
    headers: CSRF,
    data: { email, firstName, lastName, password: PASSWORD, rePassword: PASSWORD, roleId, deciveType: 'web', termsAccepted: true, ...extra },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** Signs up through the API and verifies the email with the link mailed to it; returns the email. */
export async function signUpVerified(request: APIRequestContext, who: ApiSignUp = {}): Promise<string> {
  const email = await signUpThroughApi(request, who);
  const link = new URL(await linkFromMail(email, '/login/verify-your-email'), 'http://x');
  const verified = await request.post('/api/v1/security/verify-email', { headers: CSRF, data: { token: link.searchParams.get('token') } });
  expect(verified.status()).toBe(200);
  return email;
}

/** An authenticator app's current code for a base32 secret (TOTP: HMAC-SHA1, 30 s, 6 digits). */
export function authenticatorCode(secret: string, offsetSteps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Turns on two-step sign-in for the signed-in user of `request` (admin pages require it). */
export async function turnOnTwoStep(request: APIRequestContext): Promise<void> {
  const started = await request.post('/api/v1/security/two-step/enrolment', { headers: CSRF });
  expect(started.status()).toBe(200);
  const { secret } = (await started.json()).message;
  const confirmed = await request.post('/api/v1/security/two-step/enrolment/confirm', { headers: CSRF, data: { code: authenticatorCode(secret) } });
  expect(confirmed.status()).toBe(200);
}

/** Signs in through the form at `url` (default /login). */
export async function signInThroughUi(page: Page, email: string, password = PASSWORD, url = '/login'): Promise<void> {
  await page.goto(url);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through /logout and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}

/** The element a remote is mounted in. */
export function area(page: Page, app: string) {
  return page.locator(`#area-${app}`);
}

/** Fills in and sends the real signup form for one user type. */
export async function fillSignUp(page: Page, userType: 'homeowner' | 'agent' | 'contractor', firstName: string, email: string): Promise<void> {
  await page.goto(`/signup?user=${userType}`);
  await fillSignUpForm(page, firstName, email);
}

/** Fills in and sends the signup form already on the page (for example reached with a referrer). */
export async function fillSignUpForm(page: Page, firstName: string, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Signs up a contractor through the signup form and the company form, landing on the welcome page; returns the email. */
export async function signUpContractor(page: Page, firstName: string, company: string, email = uniqueEmail('contractor')): Promise<string> {
  await fillSignUp(page, 'contractor', firstName, email);
  await expect(page).toHaveURL(/\/signup\/new-contractor$/);
  const form = page.getByRole('form', { name: 'Your company' });
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Street address').fill('12 Oak Street');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').fill('TX');
  await form.getByLabel('Zip code').fill('78701');
  await form.getByRole('button', { name: 'Create contractor account' }).click();
  await expect(page).toHaveURL(/\/signup\/new-contractor\/welcome$/);
  return email;
}

/** Signs up through the real signup form and waits for the dashboard. */
export async function signUpThroughUi(page: Page, firstName: string, email: string): Promise<void> {
  await fillSignUp(page, 'homeowner', firstName, email);
  // New homeowners are asked to verify their email first; from there they continue to the dashboard.
  await expect(page).toHaveURL(/\/signup\/verify-your-email$/);
  await page.getByRole('link', { name: 'Continue to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs out through the site navigation's account menu. */
export async function signOutThroughNav(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: /^Hi, / })).toHaveCount(0);
}

/**
 * A national midrange kitchen renovation with every step answered (the estimator keeps answers per
 * tab): the job a cost guide describes, a 150 sq ft kitchen with its cabinets refaced.
 */
export const KITCHEN_ESTIMATE = {
  slug: 'Kitchen-Renovation-Cost',
  answers: {
    start: 'renovation',
    'room-size': 150,
    'room-types': ['cabinets', 'countertops', 'appliances', 'flooring', 'fixtures', 'walls'],
    'room-cabinets': 'reface',
    'cabinet-length': 22,
    'room-layout': 'same',
    'property-address': { state: 'US' },
    'home-size': 2000,
    'home-value': 400000,
    'home-age': 1985,
  },
} as const;

/** Gives an estimator's answers in this tab, as a visitor who went through its steps has them. */
export async function giveEstimatorAnswers(page: Page, slug: string, answers: Readonly<Record<string, unknown>>): Promise<void> {
  await page.evaluate(([s, a]) => sessionStorage.setItem(`hw:estimator:${s}`, JSON.stringify({ answers: a, finishLevel: 'midrange' })), [slug, answers] as const);
}

/** Opens a page and waits until its area has rendered a heading and the network is quiet; false without a heading. */
export async function openPage(page: Page, url: string): Promise<boolean> {
  await page.goto(url);
  const shown = await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  // Pages that poll never go quiet: give the late requests (and their console messages) a bounded wait.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return shown;
}

/** Names the element that makes the page too wide: the deepest one whose hiding brings the page back to the screen's width. */
export function tooWideBy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const path: string[] = [];
    let node: Element = document.body;
    for (let found = true; found;) {
      found = false;
      for (const child of [...node.children] as HTMLElement[]) {
        const before = child.style.display;
        child.style.display = 'none';
        const fits = document.documentElement.scrollWidth <= screen;
        child.style.display = before;
        if (fits) {
          path.push(
            `${child.tagName.toLowerCase()}${child.id ? `#${child.id}` : ''}${child.className && typeof child.className === 'string' ? `.${child.className.split(' ').pop()}` : ''}`,
          );
          node = child;
          found = true;
          break;
        }
      }
    }
    return `${path.join(' > ')} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/**
 * A signed-in user adds the home at `address` from the dashboard and claims it through
 * are-you-the-home-owner and verify-the-owner (a code mailed to the home, read from the local letter
 * outbox: a sample-data home has no real parcel number to ask for); returns its kukunId.
 */
export async function claimHomeThroughUi(page: Page, address: string): Promise<number> {
  const app = area(page, 'mfe-property-report');
  await page.goto('/dashboard');
  await app.getByRole('combobox', { name: 'Address of the home to add' }).fill(address);
  await app.getByRole('button', { name: 'Add home' }).click();
  await expect(app.getByRole('heading', { level: 1, name: address.split(',')[0] })).toBeVisible();
  await app.getByRole('link', { name: 'I own this home' }).click();
  await app.getByRole('button', { name: 'Yes, I own it' }).click();
  await expect(page).toHaveURL(/\/verify-the-owner\?propertyId=\d+$/);
  const mail = app.getByRole('form', { name: 'Mail me a code' });
  await mail.getByRole('checkbox').check();
  await mail.getByRole('button', { name: 'Mail me a code' }).click();
  const enter = app.getByRole('form', { name: 'Enter the code from your letter' });
  await enter.getByLabel('Code from your letter').fill(await codeFromLetter(address.split(',')[0]!));
  await enter.getByRole('button', { name: 'Verify with the code' }).click();
  await expect(app.getByTestId('claimed-badge')).toBeVisible();
  return Number(/\/properties\/(\d+)$/.exec(page.url())![1]);
}
