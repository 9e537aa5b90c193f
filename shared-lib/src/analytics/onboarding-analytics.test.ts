import { recordAnalyticsEvent } from '../http/utils-api';
import { readCookie, removeCookie, writeCookie } from '../session/cookies';
import { ANALYTICS_CONSENT_COOKIE } from '../domain/site/onboarding-funnel';
import { trackOnboardingStep } from './onboarding-analytics';

jest.mock('../http/utils-api', () => ({ recordAnalyticsEvent: jest.fn().mockResolvedValue(true) }));
const recorded = jest.mocked(recordAnalyticsEvent);

const prompt = () => document.getElementById('analytics-consent');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
function setNavigator(values: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', { value: values.doNotTrack ?? null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: values.globalPrivacyControl, configurable: true });
}

describe('onboarding steps, consent first', () => {
  beforeEach(() => {
    recorded.mockClear();
    removeCookie(ANALYTICS_CONSENT_COOKIE);
    sessionStorage.clear();
    prompt()?.remove();
    setNavigator({});
  });

  it('keeps the steps waiting while it asks, then sends them once the visitor allows, under a new visitor id', async () => {
    trackOnboardingStep('trigger', 'address-search');
    trackOnboardingStep('entry');
    await flush();
    expect(recorded).not.toHaveBeenCalled();
    const allow = [...prompt()!.querySelectorAll('button')].find((b) => b.textContent === 'Allow')!;
    allow.click();

    expect(readCookie(ANALYTICS_CONSENT_COOKIE)).toMatch(/^granted\.[0-9a-f]{32}$/);
    expect(recorded.mock.calls.map(([event]) => event)).toEqual([
      { category: 'onboarding', step: 'trigger', detail: 'address-search' },
      { category: 'onboarding', step: 'entry' },
    ]);
    expect(prompt()).toBeNull();
    trackOnboardingStep('starts');
    expect(recorded).toHaveBeenLastCalledWith({ category: 'onboarding', step: 'starts' });
  });

  it('drops the waiting steps and never asks again when the visitor declines', async () => {
    trackOnboardingStep('entry');
    await flush();
    [...prompt()!.querySelectorAll('button')].find((b) => b.textContent === 'No thanks')!.click();
    trackOnboardingStep('starts');
    await flush();

    expect(readCookie(ANALYTICS_CONSENT_COOKIE)).toBe('denied');
    expect(recorded).not.toHaveBeenCalled();
    expect(prompt()).toBeNull();
    expect(sessionStorage.getItem('analytics_pending')).toBeNull();
  });

  it('puts the question off with Escape without deciding', async () => {
    trackOnboardingStep('entry');
    await flush();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

    expect(prompt()).toBeNull();
    expect(readCookie(ANALYTICS_CONSENT_COOKIE)).toBeNull();
    expect(recorded).not.toHaveBeenCalled();
  });

  it.each([{ doNotTrack: '1' }, { globalPrivacyControl: true }])('never asks nor counts when the browser sends %o, even after an earlier yes', async (signal) => {
    writeCookie(ANALYTICS_CONSENT_COOKIE, 'granted.0123456789abcdef0123456789abcdef', 1);
    setNavigator(signal);
    trackOnboardingStep('entry');
    removeCookie(ANALYTICS_CONSENT_COOKIE);
    trackOnboardingStep('starts');
    await flush();

    expect(recorded).not.toHaveBeenCalled();
    expect(prompt()).toBeNull();
  });
});
