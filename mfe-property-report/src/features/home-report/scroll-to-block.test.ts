import { blockScrollTop, REPORT_BLOCKS } from './scroll-to-block';

describe('scroll to a report block', () => {
  it('puts the block a quarter of the window height from the top', () => {
    expect(blockScrollTop(2000, 800)).toBe(1800);
    expect(blockScrollTop(100, 800)).toBe(0);
  });

  it('covers the spec’s report sections', () => {
    const ids = REPORT_BLOCKS.map((b) => b.id);
    for (const id of [
      'hero',
      'property-condition',
      'forecast',
      'permit-history',
      'comparable-home-values',
      'recent-sales',
      'history',
      'maintenance',
      'home-improvement-loans',
      'home-report',
    ]) {
      expect(ids).toContain(id);
    }
  });
});
