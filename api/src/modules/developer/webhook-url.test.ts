import { createHmac } from 'node:crypto';
import { isPrivateAddress, webhookUrlProblem } from './webhook-url';
import { signWebhook, verifyWebhook } from './webhook-signature';
import { ipAllowed, isCidr } from './ip-ranges';

describe('webhook URLs', () => {
  it('in production takes only https to a public address', () => {
    expect(webhookUrlProblem('https://hooks.broker.example/leads', true)).toBeNull();
    for (const refused of [
      'http://hooks.broker.example/leads',
      'https://localhost/leads',
      'https://127.0.0.1/leads',
      'https://10.0.0.5/leads',
      'https://192.168.1.1/leads',
      'https://169.254.169.254/latest',
      'https://[::1]/leads',
      'https://[fd00::1]/leads',
      'https://user:pw@hooks.broker.example/',
      'not a url',
    ]) {
      expect({ refused, problem: webhookUrlProblem(refused, true) }).toEqual({ refused, problem: expect.any(String) });
    }
  });

  it('outside production also takes http and loopback (tests, local partners)', () => {
    expect(webhookUrlProblem('http://127.0.0.1:8080/leads', false)).toBeNull();
    expect(webhookUrlProblem('ftp://127.0.0.1/leads', false)).toEqual(expect.any(String));
  });

  it('knows private, loopback and mapped addresses', () => {
    expect(['127.0.0.1', '10.1.2.3', '172.20.0.1', '::1', '::ffff:192.168.0.1', 'fe80::1'].map(isPrivateAddress)).toEqual([true, true, true, true, true, true]);
    expect(['93.184.216.34', '2606:2800:220:1::1'].map(isPrivateAddress)).toEqual([false, false]);
  });
});

describe('the webhook signature', () => {
  it('verifies t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, and refuses another body, secret or an old timestamp', () => {
    const body = JSON.stringify({ type: 'widget.lead', lead: { name: 'Sam' } });
    const header = signWebhook('whsec_test', body, 1_800_000_000);
    expect(header).toBe(`t=1800000000,v1=${createHmac('sha256', 'whsec_test').update(`1800000000.${body}`).digest('hex')}`);
    expect(verifyWebhook('whsec_test', body, header, 300, 1_800_000_100)).toBe(true);
    expect(verifyWebhook('whsec_test', `${body} `, header, 300, 1_800_000_100)).toBe(false);
    expect(verifyWebhook('whsec_other', body, header, 300, 1_800_000_100)).toBe(false);
    expect(verifyWebhook('whsec_test', body, header, 300, 1_800_000_400)).toBe(false);
    expect(verifyWebhook('whsec_test', body, 't=1800000000,v1=zz', 300, 1_800_000_100)).toBe(false);
  });
});

describe('allowed IP ranges', () => {
  it('takes CIDR ranges and matches IPv4, IPv6 and mapped addresses', () => {
    expect(['203.0.113.0/24', '2001:db8::/32', '0.0.0.0/0'].every(isCidr)).toBe(true);
    expect(['203.0.113.0/33', '203.0.113.0', 'example.com/24'].some(isCidr)).toBe(false);
    expect(ipAllowed('::ffff:203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipAllowed('203.0.114.9', ['203.0.113.0/24'])).toBe(false);
    expect(ipAllowed('203.0.114.9', [])).toBe(true);
  });
});
