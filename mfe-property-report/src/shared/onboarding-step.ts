import type { OnboardingStep } from '@homeworth/shared-lib/domain';

/**
 * Counts a step of the onboarding funnel. The counting code and its consent prompt load with the
 * first step a visitor takes, not with the page.
 */
export function onboardingStep(step: OnboardingStep, detail?: string): void {
  void import('@homeworth/shared-lib/onboarding-analytics').then(({ trackOnboardingStep }) => trackOnboardingStep(step, detail));
}
