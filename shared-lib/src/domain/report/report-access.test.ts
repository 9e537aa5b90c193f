import { REPORT_SECTION_LEVEL, blockOpen, blockRequires, isLockedSection, reportAccessLevel, sectionOpen, type ReportAccessInput } from './report-access';

const base: ReportAccessInput = { signedIn: true, emailVerified: true, home: null, isSampleHome: false, agentPro: false };

describe('report access (what each tier sees)', () => {
  it('orders the checks: sample, guest, paid or claimed, Pro, unverified, in the homes, member', () => {
    expect(reportAccessLevel({ ...base, signedIn: false, isSampleHome: true })).toEqual({ level: 'full', reason: 'sample' });
    expect(reportAccessLevel({ ...base, signedIn: false })).toEqual({ level: 'guest', reason: 'guest' });
    expect(reportAccessLevel({ ...base, emailVerified: false, home: { tier: 'paid', claimed: false } })).toEqual({ level: 'full', reason: 'paid' });
    expect(reportAccessLevel({ ...base, home: { tier: 'free', claimed: true } })).toEqual({ level: 'full', reason: 'claimed' });
    expect(reportAccessLevel({ ...base, agentPro: true })).toEqual({ level: 'full', reason: 'agent-pro' });
    expect(reportAccessLevel({ ...base, emailVerified: false, home: { tier: 'saved', claimed: false } })).toEqual({ level: 'guest', reason: 'unverified' });
    expect(reportAccessLevel({ ...base, home: { tier: 'saved', claimed: false } })).toEqual({ level: 'saved', reason: 'saved' });
    expect(reportAccessLevel({ ...base, home: { tier: 'free', claimed: false } })).toEqual({ level: 'saved', reason: 'free' });
    expect(reportAccessLevel(base)).toEqual({ level: 'member', reason: 'not-in-homes' });
  });

  it('opens each section from its level up', () => {
    expect(sectionOpen('forecast', 'guest')).toBe(false);
    expect(sectionOpen('forecast', 'member')).toBe(true);
    expect(sectionOpen('comparables', 'member')).toBe(false);
    expect(sectionOpen('comparables', 'saved')).toBe(true);
    expect(sectionOpen('permits', 'saved')).toBe(false);
    for (const section of Object.keys(REPORT_SECTION_LEVEL) as (keyof typeof REPORT_SECTION_LEVEL)[]) expect(sectionOpen(section, 'full')).toBe(true);
  });

  it('tells a locked section from data', () => {
    expect(isLockedSection({ locked: true, requires: 'full', preview: {} })).toBe(true);
    expect(isLockedSection([])).toBe(false);
    expect(isLockedSection(null)).toBe(false);
  });

  it("opens the maintenance plan's replacement budget exactly where the report opens condition details and maintenance", () => {
    for (const level of ['guest', 'member', 'saved', 'full'] as const) {
      expect([level, blockOpen('replacementBudget', level)]).toEqual([level, sectionOpen('condition', level) && sectionOpen('propertyItems', level)]);
    }
    expect(blockRequires('replacementBudget')).toBe('full');
    expect(blockOpen('replacementBudget', reportAccessLevel({ ...base, home: { tier: 'free', claimed: false } }).level)).toBe(false);
    expect(blockOpen('replacementBudget', reportAccessLevel({ ...base, home: { tier: 'paid', claimed: false } }).level)).toBe(true);
  });
});
