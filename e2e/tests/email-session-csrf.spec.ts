import { expect, test } from '@playwright/test';
import { CSRF, ROLE_IDS, signUpThroughApi, uniqueEmail } from './helpers';
import { linkFromMail } from './mail';

// A link to the sign-in link page must not switch a signed-in visitor into another account: the page
// signs in only when its Continue button is clicked, and says who is signed in first.

test(
  'a signed-in visitor sent to someone else’s sign-in link stays signed in as themselves until they click Continue',
  { tag: ['@mfe_account'] },
  async ({ page, playwright, baseURL }) => {
    // The attacker: an agent who invites an address they own, and keeps the link's destination.
    const attacker = await playwright.request.newContext({ baseURL });
    await signUpThroughApi(attacker, { email: uniqueEmail('csrf-agent'), roleId: ROLE_IDS.agent });
    const attackerInbox = uniqueEmail('csrf-attacker');
    const added = await attacker.post('/api/v1/agent/clients', {
      headers: CSRF,
      data: { firstName: 'Mal', lastName: 'Lory', emailAddress: attackerInbox, address: '12 Oak Street' },
    });
    expect(added.status()).toBe(201);
    const invited = await attacker.post(`/api/v1/agent/clients/${(await added.json()).message.client.id}/invitation`, { headers: CSRF });
    expect(invited.status()).toBe(200);
    const tracked = await attacker.get(await linkFromMail(attackerInbox, '/api/agent-email/click'), { maxRedirects: 0 });
    const signInLink = tracked.headers()['location']!;
    expect(signInLink).toContain('/login/email-session?');
    await attacker.dispose();

    // The victim is signed in and opens the attacker's link.
    await page.goto('/about-us');
    const victim = await signUpThroughApi(page.request, { email: uniqueEmail('csrf-victim') });
    await page.goto(signInLink);
    await expect(page.getByText('You are signed in as')).toHaveText(`You are signed in as ${victim}. Continue as ${attackerInbox}?`);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    // Time for any sign-in on load to have happened: none did.
    await page.waitForTimeout(1_500);
    const me = await (await page.request.get('/api/v1/security/me')).json();
    expect(me.message.user.userEmail).toBe(victim);
  },
);
