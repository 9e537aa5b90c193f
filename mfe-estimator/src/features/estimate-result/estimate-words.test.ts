import { atSaleWords, lineShare, paybackWords } from './estimate-words';

describe('the result at sale in words', () => {
  it('a negative ROI is a net cost shown as a positive amount, in the cost tone', () => {
    expect(atSaleWords(-12345)).toEqual({ label: 'Estimated net cost at sale', amount: '$12,345', tone: 'cost' });
  });
  it('a positive ROI is a gain', () => {
    expect(atSaleWords(5000)).toEqual({ label: 'Estimated gain at sale', amount: '$5,000', tone: 'gain' });
  });
  it('zero (or under half a dollar either way) breaks even, never "net cost $0" or "-$0"', () => {
    for (const roi of [0, 0.4, -0.4]) expect(atSaleWords(roi)).toEqual({ label: 'Estimated to break even at sale', amount: '$0', tone: 'even' });
  });
});

describe('what a suggested project pays back', () => {
  it('never says "Adds $0 more than it costs"', () => {
    expect(paybackWords(0)).toBe('Pays back about what it costs');
    expect(paybackWords(0.3)).toBe('Pays back about what it costs');
    expect(paybackWords(-0.3)).toBe('Pays back about what it costs');
  });
  it('a gain adds, a loss recoups all but the difference', () => {
    expect(paybackWords(2500)).toBe('Adds $2,500 more than it costs');
    expect(paybackWords(-4100)).toBe('Recoups all but $4,100');
  });
});

describe('line item shares', () => {
  it('small lines show their true share with a decimal, not 0%', () => {
    // Disposal of $180 in a $42,000 job is 0.43%, contingency of $3,818 is 9.09%.
    expect(lineShare(180, 42000)).toBe('0.4%');
    expect(lineShare(3818, 42000)).toBe('9.1%');
    expect(lineShare(20, 42000)).toBe('under 0.1%');
  });
  it('large lines round to a whole percent', () => {
    expect(lineShare(21000, 42000)).toBe('50%');
    expect(lineShare(0, 42000)).toBe('0%');
  });
});
