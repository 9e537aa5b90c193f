import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MockProviders, mockSignIn, mockSignOut } from '@homeworth/shared-lib/mock';
import * as api from './developer-portal.api';
import { DeveloperPortalPage } from './developer-portal-page.component';
import { KEY, ORGANIZATION, usageOf, withSecret } from './developer-portal.test-data';
import { dayLabel } from './usage-chart.component';

jest.mock('./developer-portal.api');
// axe walks the whole tree: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);
const mocked = jest.mocked(api);
// jsdom has no canvas; axe only uses it to spot icon fonts.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

const SECRET = 'sk_live_ab12cd34ef56gh78ij90kl12mn34wxyz';

function renderAt(path: string) {
  return render(
    <MockProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/developers/*" element={<DeveloperPortalPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </MockProviders>,
  );
}

async function expectAxeClean(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the developer portal', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.fetchOrganization.mockResolvedValue(ORGANIZATION);
    mocked.fetchKeys.mockResolvedValue([KEY]);
  });

  it('tells a signed-out visitor what the data products are, with sign-up and sign-in that come back to the portal', async () => {
    mockSignOut();
    const { container } = renderAt('/developers');
    expect(screen.getByRole('heading', { level: 1, name: 'Developer portal' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Automated valuation model' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?referrer=/developers');
    expect(screen.getByRole('link', { name: 'Sign in to the developer portal' }).getAttribute('href')).toBe('/login?referrer=/developers');
    expect(mocked.fetchOrganization).not.toHaveBeenCalled();
    await expectAxeClean(container);
  });

  it('asks a user without an organisation to create one, then shows its trial plan and quota', async () => {
    mockSignIn();
    mocked.fetchOrganization.mockResolvedValueOnce(null);
    mocked.createOrganization.mockResolvedValueOnce({ id: 'org_1', name: 'Acme Lending', plan: 'trial' });
    renderAt('/developers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create organization' }));
    expect(screen.getByText('Give your organization a name.')).toBeTruthy();
    await user.type(screen.getByLabelText('Organization name'), 'Acme Lending{Enter}');
    expect(await screen.findByRole('heading', { name: 'Acme Lending' })).toBeTruthy();
    expect(mocked.createOrganization).toHaveBeenCalledWith('Acme Lending');
    expect(screen.getByTestId('quota-left').textContent).toBe('750');
    expect(screen.getByText('December 1, 2026')).toBeTruthy();
    const trial = within(screen.getByRole('region', { name: 'Free trial' }));
    expect(trial.getByText('1,000 successful calls a month')).toBeTruthy();
    expect(trial.getByText('5 requests a second per key')).toBeTruthy();
    expect(trial.getByText('Your plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy Growth' })).toBeTruthy();
  });

  it('buys a plan through the checkout', async () => {
    mockSignIn();
    mocked.startPlanCheckout.mockResolvedValueOnce();
    renderAt('/developers');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy Enterprise' }));
    await waitFor(() => expect(mocked.startPlanCheckout).toHaveBeenCalledWith('enterprise'));
    expect(screen.getByText('$2,999 a month')).toBeTruthy();
  });

  it('creates a key with the keyboard, shows its secret once with a copy button, and lists keys without secrets', async () => {
    mockSignIn();
    mocked.createKey.mockResolvedValueOnce(withSecret(SECRET, { id: 'key_2', name: 'Staging' }));
    const { container } = renderAt('/developers/keys');
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Production/ });
    expect(within(row).getByText('sk_ab12…wxyz')).toBeTruthy();
    expect(within(row).getByText('property, valuation')).toBeTruthy();
    await expectAxeClean(container);

    await user.click(screen.getByLabelText('Key name'));
    await user.keyboard('Staging');
    await user.tab();
    await user.keyboard(' '); // the first scope, property
    await user.click(screen.getByRole('checkbox', { name: /Batch/ }));
    await user.type(screen.getByLabelText('Expires on (optional)'), '2027-01-31');
    await user.type(screen.getByLabelText('Allowed IP ranges (optional)'), '203.0.113.0/24{Enter}198.51.100.7');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(mocked.createKey).toHaveBeenCalledWith({
      name: 'Staging',
      scopes: ['property', 'batch'],
      expiresAt: '2027-01-31T23:59:59.000Z',
      allowedIpRanges: ['203.0.113.0/24', '198.51.100.7'],
    });
    const secret = within(await screen.findByRole('region', { name: 'Your new key Staging' }));
    expect(secret.getByText(/you will not see it again/)).toBeTruthy();
    expect(secret.getByText(SECRET)).toBeTruthy();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(secret.getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await secret.findByText('Copied.')).toBeTruthy();
    await expectAxeClean(container);

    await user.click(secret.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('says what is missing before sending a key without a name or scopes', async () => {
    mockSignIn();
    renderAt('/developers/keys');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Give the key a name.')).toBeTruthy();
    expect(screen.getByText('Choose at least one scope.')).toBeTruthy();
    expect(mocked.createKey).not.toHaveBeenCalled();
  });

  it('rotates a key after confirming and shows the new secret once; revokes one after confirming', async () => {
    mockSignIn();
    mocked.rotateKey.mockResolvedValueOnce(withSecret('sk_live_rotated0000'));
    mocked.revokeKey.mockResolvedValueOnce();
    renderAt('/developers/keys');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rotate Production' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rotate Production?' }));
    await user.click(dialog.getByRole('button', { name: 'Rotate key' }));
    expect(mocked.rotateKey).toHaveBeenCalledWith('key_1');
    expect(await screen.findByText('sk_live_rotated0000')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New secret for Production' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke Production' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke Production?' })).getByRole('button', { name: 'Cancel' }));
    expect(mocked.revokeKey).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Revoke Production' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke Production?' })).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Production is revoked: calls with it are refused from now on.')).toBeTruthy();
    expect(mocked.revokeKey).toHaveBeenCalledWith('key_1');
    const row = within(screen.getByRole('row', { name: /Production/ }));
    expect(row.getByText('Revoked')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Revoke Production' })).toBeNull();
  });

  it('shows usage by day as a chart with a text alternative, a table by day and route, the quota left and the CSV link', async () => {
    mockSignIn();
    const today = new Date().toISOString().slice(0, 10);
    // Two keys' calls on one route and day make one row.
    mocked.fetchUsage.mockResolvedValue(
      usageOf(
        [
          { day: today, route: '/api/data/v1/properties/{id}/value', keyId: 'key_1', calls: 5 },
          { day: today, route: '/api/data/v1/properties/{id}/value', keyId: 'key_2', calls: 2 },
        ],
        { limit: 1000, used: 257, resetsAt: '2026-12-01T00:00:00.000Z' },
      ),
    );
    const { container } = renderAt('/developers/usage');
    const chart = await screen.findByRole('img', { name: /Successful calls by day this month/ });
    expect(chart.querySelector('desc')?.textContent).toBe(`7 successful calls this month; the busiest day was ${dayLabel(today)} with 7.`);
    const table = within(screen.getByRole('table', { name: 'Successful calls by day and route' }));
    expect(table.getByRole('row', { name: new RegExp(`${dayLabel(today)} /api/data/v1/properties/\\{id\\}/value 7`) })).toBeTruthy();
    expect(screen.getByTestId('usage-quota-left').textContent).toBe('743');
    expect(screen.getByRole('link', { name: "Download this month's usage (CSV)" }).getAttribute('href')).toBe('/api/v1/developer/usage.csv');
    await expectAxeClean(container);
  });

  it('saves the widget settings, shows the webhook signing secret once, and gives the tag to paste with a new publishable key', async () => {
    mockSignIn();
    mocked.saveWidgetSettings.mockImplementationOnce(async (settings) => ({
      primaryColor: settings.primaryColor,
      logoUrl: settings.logoUrl,
      allowedOrigins: settings.allowedOrigins,
      leadsEmail: settings.leadsEmail,
      leadsWebhookUrl: settings.leadsWebhookUrl,
      leadsWebhookSecret: 'whsec_once',
    }));
    mocked.createPublishableKey.mockResolvedValueOnce(withSecret('pk_partner1', { kind: 'publishable', name: 'Broker site' }));
    const { container } = renderAt('/developers/widget');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Logo URL (https)'), 'https://broker.example/logo.svg');
    await user.type(screen.getByLabelText('Allowed origins'), 'https://broker.example{Enter}https://www.broker.example');
    await user.type(screen.getByLabelText('Send leads to this e-mail'), 'leads@broker.example');
    await user.type(screen.getByLabelText('Send leads to this webhook (optional)'), 'https://broker.example/hooks/leads');
    await user.click(screen.getByRole('button', { name: 'Save widget settings' }));
    expect(mocked.saveWidgetSettings).toHaveBeenCalledWith({
      primaryColor: '#c2410c',
      logoUrl: 'https://broker.example/logo.svg',
      allowedOrigins: ['https://broker.example', 'https://www.broker.example'],
      leadsEmail: 'leads@broker.example',
      leadsWebhookUrl: 'https://broker.example/hooks/leads',
    });
    expect(await screen.findByText('Widget settings saved.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Webhook signing secret' }).textContent).toBe('whsec_once');

    await user.clear(screen.getByLabelText('Publishable key name'));
    await user.type(screen.getByLabelText('Publishable key name'), 'Broker site');
    await user.click(screen.getByRole('button', { name: 'Create a publishable key' }));
    expect(mocked.createPublishableKey).toHaveBeenCalledWith('Broker site');
    expect(
      await screen.findByText(`<script async src="${window.location.origin}/widget/estimator.js" data-key="pk_partner1" data-project="Kitchen-Renovation-Cost"></script>`),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Project'), 'Bathroom-Renovation-Cost');
    expect(screen.getByRole('group', { name: 'Widget tag' }).textContent).toContain('data-project="Bathroom-Renovation-Cost"');
    await expectAxeClean(container);
  });

  it('sends empty widget fields as no value', async () => {
    mockSignIn();
    mocked.saveWidgetSettings.mockResolvedValueOnce({ primaryColor: '#c2410c', logoUrl: null, allowedOrigins: [], leadsEmail: null, leadsWebhookUrl: null });
    renderAt('/developers/widget');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save widget settings' }));
    expect(mocked.saveWidgetSettings).toHaveBeenCalledWith({ primaryColor: '#c2410c', logoUrl: null, allowedOrigins: [], leadsEmail: null, leadsWebhookUrl: null });
  });

  it('shows the docs, also to a visitor, with curl, JavaScript and Python examples from the OpenAPI document', async () => {
    mockSignOut();
    mocked.fetchDataApiDocument.mockResolvedValueOnce({
      servers: [{ url: '/api/data/v1' }],
      paths: { '/properties/{id}/value': { get: { summary: 'Home value', parameters: [{ name: 'id', in: 'path', example: 'p1' }] } } },
    });
    const { container } = renderAt('/developers/docs');
    expect(await screen.findByText(/Home value/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'curl example of GET /properties/{id}/value' }).textContent).toBe(
      `curl '${window.location.origin}/api/data/v1/properties/p1/value' \\\n  -H "X-Api-Key: $HOMEWORTH_API_KEY"`,
    );
    expect(screen.getByRole('group', { name: 'JavaScript example of GET /properties/{id}/value' }).textContent).toContain('await fetch(');
    expect(screen.getByRole('group', { name: 'Python example of GET /properties/{id}/value' }).textContent).toContain('requests.get(');
    await expectAxeClean(container);
  });
});
