import { useTestApp } from '../../test/test-app';
import { dataClient } from './test/data-api.test-support';
import { checkWebhookUrl, guardedLookup } from './webhook-url';

const PRODUCTION = { production: true };
const DEVELOPMENT = { production: false };

function lookupOf(policy: { production: boolean }, host: string): Promise<{ error: NodeJS.ErrnoException | null; address: unknown }> {
  return new Promise((resolve) => guardedLookup(policy)(host, {}, (error, address) => resolve({ error, address })));
}

describe('webhook URLs: https on public addresses in production, loopback only outside it', () => {
  it('production refuses http, loopback, private, link-local and metadata addresses, and local names', () => {
    const refused = (url: string) => {
      try {
        checkWebhookUrl(url, PRODUCTION);
        return false;
      } catch (error) {
        return (error as { code?: string }).code === 'VALIDATION_FAILED';
      }
    };
    expect(
      [
        'http://partner.example.com/hook',
        'https://127.0.0.1/hook',
        'https://[::1]/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'https://10.1.2.3/hook',
        'https://192.168.1.1/hook',
        'https://172.20.0.1/hook',
        'https://169.254.169.254/latest',
        'https://[fe80::1]/hook',
        'https://[fd00::1]/hook',
        'https://0.0.0.0/hook',
        'https://localhost/hook',
      ].filter((url) => !refused(url)),
    ).toEqual([]);
    expect(checkWebhookUrl('https://partner.example.com/hook', PRODUCTION).hostname).toBe('partner.example.com');
    expect(checkWebhookUrl('https://93.184.216.34/hook', PRODUCTION).hostname).toBe('93.184.216.34');
  });

  it('outside production allows local receivers over http', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4010/hook', DEVELOPMENT).port).toBe('4010');
    expect(() => checkWebhookUrl('ftp://127.0.0.1/hook', DEVELOPMENT)).toThrow();
  });

  it('checks the DNS answer at connect time: a name resolving to loopback is refused in production only', async () => {
    const production = await lookupOf(PRODUCTION, 'localhost');
    expect(production.error?.code).toBe('EFORBIDDENADDRESS');
    const development = await lookupOf(DEVELOPMENT, 'localhost');
    expect(development.error).toBeNull();
  });

  describe('the batch route of a production API', () => {
    const t = useTestApp({ production: true, workers: false });
    const item = { address: '120 Oak Street', city: 'Austin', state: 'TX', zip: '78701' };

    it('refuses a loopback, private, metadata or plain-http webhook, and takes a public https one', async () => {
      const lender = await dataClient(t, 'dev@lender.example');
      for (const webhookUrl of [
        'http://127.0.0.1:4010/hook',
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://10.0.0.5/hook',
        'https://169.254.169.254/latest',
        'http://partner.example.com/hook',
      ]) {
        const answer = await lender.post('/batches', { items: [item], webhookUrl });
        expect([webhookUrl, answer.statusCode, answer.json().errors[0].code]).toEqual([webhookUrl, 400, 'VALIDATION_FAILED']);
      }
      const accepted = await lender.post('/batches', { items: [item], webhookUrl: 'https://partner.example.com/hook' });
      expect(accepted.statusCode).toBe(202);
    });
  });
});
