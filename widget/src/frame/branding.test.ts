import { brandVariables, contrast, DEFAULT_PRIMARY, normalizedHex } from './branding';

describe("the partner's colours", () => {
  it('accept only hex colours, as they are written into CSS', () => {
    expect(normalizedHex('#F60')).toBe('#ff6600');
    expect(normalizedHex(' #123abc ')).toBe('#123abc');
    expect(normalizedHex('red; background: url(x)')).toBeNull();
    expect(normalizedHex(null)).toBeNull();
  });

  it.each(['#ffeb3b', '#000000', '#ff6600', '#0b5c8c', '#ffffff', '#777777'])('keep text readable (4.5:1) on and beside %s', (primary) => {
    const variables = brandVariables({ partnerName: 'Acme', primaryColor: primary, logoUrl: null, leadsEnabled: true });
    expect(variables['--hw-primary']).toBe(primary);
    expect(contrast(variables['--hw-primary']!, variables['--hw-on-primary']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(variables['--hw-accent']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("fall back to the estimator's colour when none is set", () => {
    expect(brandVariables({ partnerName: 'Acme', primaryColor: null, logoUrl: null, leadsEnabled: true })['--hw-primary']).toBe(DEFAULT_PRIMARY);
  });
});
