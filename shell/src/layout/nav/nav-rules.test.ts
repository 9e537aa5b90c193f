import type { Role } from '@homeworth/shared-lib';
import { accountMenuItems, contractorProfilePath, showsProBadge } from './account-menu';
import { DEFAULT_FINANCING_PATH, financingAndInsuranceLinks } from './services-links';
import { isDesktopNav } from './nav-visibility';
import { ENTERPRISE, INDUSTRY, PRICING, PRODUCTS, SERVICES, navigationSections, phoneMenuSections } from './nav-links';

const labels = (role: Role, width: number) => accountMenuItems(role, width, 'acme-builders').map((item) => item.label);
const hrefOf = (role: Role, label: string) => {
  const item = accountMenuItems(role, 1440, 'acme-builders').find((i) => i.label === label);
  return item?.kind === 'link' ? item.href : undefined;
};

describe('signed-in menu per role', () => {
  it('GUEST has no signed-in menu', () => {
    expect(labels('GUEST', 1440)).toEqual([]);
  });

  it('STANDARD: My profile, Homes & preferences, Home Dashboard, Log Out', () => {
    expect(labels('STANDARD', 1440)).toEqual(['My profile', 'Homes & preferences', 'Home Dashboard', 'Log Out']);
    expect(hrefOf('STANDARD', 'My profile')).toBe('/user/edit-profile');
    expect(hrefOf('STANDARD', 'Homes & preferences')).toBe('/user/home-preferences');
    expect(hrefOf('STANDARD', 'Home Dashboard')).toBe('/dashboard');
  });

  it('AGENT: Upgrade to Pro, Professional profile on edit-profile, Contacts above 768, Homes & preferences', () => {
    expect(labels('AGENT', 1440)).toEqual(['Upgrade to Pro', 'Professional profile', 'Contacts', 'Homes & preferences', 'Home Dashboard', 'Log Out']);
    expect(hrefOf('AGENT', 'Upgrade to Pro')).toBe('/agent/payment-wall');
    expect(hrefOf('AGENT', 'Professional profile')).toBe('/agent/edit-profile');
    expect(hrefOf('AGENT', 'Contacts')).toBe('/agent/list-manager');
  });

  it('AGENT: no Contacts at 768 and below', () => {
    expect(labels('AGENT', 769)).toContain('Contacts');
    expect(labels('AGENT', 768)).not.toContain('Contacts');
    expect(labels('AGENT', 360)).not.toContain('Contacts');
  });

  it('AGENT_PRO: no Upgrade to Pro; the Agent/Broker PRO label at width 1024 and below, a badge above', () => {
    expect(labels('AGENT_PRO', 1440)).toEqual(['Professional profile', 'Contacts', 'Homes & preferences', 'Home Dashboard', 'Log Out']);
    expect(labels('AGENT_PRO', 1024)).toEqual(['Agent/Broker PRO', 'Professional profile', 'Contacts', 'Homes & preferences', 'Home Dashboard', 'Log Out']);
    expect(labels('AGENT_PRO', 768)).toEqual(['Agent/Broker PRO', 'Professional profile', 'Homes & preferences', 'Home Dashboard', 'Log Out']);
    expect(showsProBadge('AGENT_PRO', 1025)).toBe(true);
    expect(showsProBadge('AGENT_PRO', 1024)).toBe(false);
    expect(showsProBadge('AGENT', 1440)).toBe(false);
  });

  it('PROFESSIONAL: Professional profile links to the contractor profile; no Homes & preferences', () => {
    expect(labels('PROFESSIONAL', 1440)).toEqual(['Professional profile', 'Home Dashboard', 'Log Out']);
    expect(hrefOf('PROFESSIONAL', 'Professional profile')).toBe('/contractor/profile/acme-builders');
    expect(contractorProfilePath(null)).toBe('/contractor/profile');
  });
});

describe('financing and insurance items', () => {
  it('open the associated agent’s links in a new tab when present', () => {
    expect(financingAndInsuranceLinks({ financingLink: 'https://loans.example.com/jane', insuranceLink: 'https://cover.example.com' })).toEqual([
      expect.objectContaining({ label: 'Financing', href: 'https://loans.example.com/jane', external: true }),
      expect.objectContaining({ label: 'Insurance', href: 'https://cover.example.com', external: true }),
    ]);
  });

  it('point financing to the default page and leave insurance out when there is no agent link', () => {
    expect(financingAndInsuranceLinks(null)).toEqual([expect.objectContaining({ label: 'Financing', href: DEFAULT_FINANCING_PATH })]);
    expect(financingAndInsuranceLinks({ financingLink: '', insuranceLink: null })).toHaveLength(1);
    expect(financingAndInsuranceLinks(null)[0]?.external).toBeUndefined();
  });

  it('ignore a link that is not http(s)', () => {
    expect(financingAndInsuranceLinks({ financingLink: 'javascript:alert(1)', insuranceLink: 'ftp://x' })).toEqual([expect.objectContaining({ href: DEFAULT_FINANCING_PATH })]);
  });
});

describe('one navigation', () => {
  const agentServices = financingAndInsuranceLinks(null);

  it('has the desktop tabs Products, Solutions (Enterprise and Industry), Services and Pricing', () => {
    const sections = navigationSections(agentServices);
    expect(sections.map((s) => s.title)).toEqual(['Products', 'Solutions', 'Services', 'Pricing']);
    expect(sections[1]!.groups.map((g) => g.title)).toEqual(['Enterprise', 'Industry']);
    expect(sections[2]!.groups[0]!.links).toEqual([...SERVICES, ...agentServices]);
  });

  it('gives the phone menu the same links under the accordions Products, Enterprise, Industry, Services and Pricing', () => {
    const sections = navigationSections(agentServices);
    const phone = phoneMenuSections(sections);
    expect(phone.map((s) => s.title)).toEqual(['Products', 'Enterprise', 'Industry', 'Services', 'Pricing']);
    const desktopLinks = sections.flatMap((s) => s.groups.flatMap((g) => g.links));
    expect(phone.flatMap((s) => s.links)).toEqual(desktopLinks);
    expect(desktopLinks).toEqual([...PRODUCTS, ...ENTERPRISE, ...INDUSTRY, ...SERVICES, ...agentServices, ...PRICING]);
  });

  it('keeps every route the spec links from the navigation', () => {
    const hrefs = navigationSections(agentServices).flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.href)));
    for (const path of [
      '/best-contractors-near-me',
      '/home-condition-score',
      '/building-permit-data',
      '/renovation-data',
      '/automated-valuation-model',
      '/predictive-analytics',
      '/digital-web-tools',
      '/partner-us',
      '/lender-sales',
      '/insurance-white-label',
      '/realty-sales',
      '/join-as-contractor',
      '/ihomemanager',
      '/Home-Renovation-Costs',
      '/home-report',
      '/home-report#pricing',
      '/getting-house-ready-to-sell',
      '/comparable-home-values',
      '/my-maintenance',
      '/my-neighborhood',
      '/pricing-options',
      '/agent/payment-wall',
    ])
      expect(hrefs).toContain(path);
  });

  it('differs between users only in the associated agent’s financing and insurance items', () => {
    const withAgent = navigationSections(financingAndInsuranceLinks({ financingLink: 'https://loans.example.com', insuranceLink: 'https://cover.example.com' }));
    const without = navigationSections(agentServices);
    expect(withAgent.map((s) => s.title)).toEqual(without.map((s) => s.title));
    expect(withAgent[2]!.groups[0]!.links.slice(0, SERVICES.length)).toEqual(SERVICES);
    expect(withAgent.filter((s) => s.title !== 'Services')).toEqual(without.filter((s) => s.title !== 'Services'));
  });

  it('uses the desktop bar above 1024 px and the hamburger menu at 1024 and below', () => {
    expect(isDesktopNav(1025)).toBe(true);
    expect(isDesktopNav(1024)).toBe(false);
    expect(isDesktopNav(360)).toBe(false);
  });
});
