import { AccountActivitySection } from './account-activity-section.component';
import { Section } from './profile-section';
import { SignedInDevicesSection } from './signed-in-devices-section.component';
import { TwoStepSection } from './two-step-section.component';

/** The profile's account protections, each its own card (and forms of its own, outside the profile form). */
export function AccountSecuritySections() {
  return (
    <>
      <Section id="two-step-nav" aria-labelledby="two-step-heading">
        <h2 id="two-step-heading">Two-step sign-in</h2>
        <TwoStepSection />
      </Section>
      <Section id="devices-nav" aria-labelledby="devices-heading">
        <h2 id="devices-heading">Where you&apos;re signed in</h2>
        <SignedInDevicesSection />
      </Section>
      <Section id="activity-nav" aria-labelledby="activity-heading">
        <h2 id="activity-heading">Account activity</h2>
        <AccountActivitySection />
      </Section>
    </>
  );
}
