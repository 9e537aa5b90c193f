import { DATE_MESSAGES, LONG_ADDRESS_LENGTH, displayDate, homeDescription, ratingOutOfFive } from './display-rules';

describe('displayDate', () => {
  it('says "No date" for nothing and "Date format is not valid" without a dash or slash or for a non-date', () => {
    expect(displayDate(undefined)).toBe('No date');
    expect(displayDate(null)).toBe(DATE_MESSAGES.missing);
    expect(displayDate('  ')).toBe('No date');
    expect(displayDate('20261123')).toBe('Date format is not valid');
    expect(displayDate('yesterday')).toBe('Date format is not valid');
    expect(displayDate('2026-99-99')).toBe('Date format is not valid');
  });

  it('formats dates with a dash or a slash', () => {
    expect(displayDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(displayDate('11/23/2026')).toMatch(/Nov 2[23], 2026/);
  });
});

describe('homeDescription', () => {
  it(`keeps an address of up to ${LONG_ADDRESS_LENGTH} characters in the sentence and moves a longer one to its own line`, () => {
    const fits = '742 Evergreen Terrace, Austin, TX'; // 33 characters
    expect(fits).toHaveLength(33);
    expect(homeDescription(fits)).toEqual({ sentence: `Here is what we know about ${fits}.`, addressOnOwnLine: false });
    expect(homeDescription(`${fits} 78704`)).toEqual({ sentence: 'Here is what we know about this home.', addressOnOwnLine: true });
  });
});

describe('ratingOutOfFive', () => {
  it('clamps 0-100 to a 0-5 scale with one decimal', () => {
    expect(ratingOutOfFive(0)).toBe(0);
    expect(ratingOutOfFive(100)).toBe(5);
    expect(ratingOutOfFive(73)).toBe(3.7);
    expect(ratingOutOfFive(-10)).toBe(0);
    expect(ratingOutOfFive(150)).toBe(5);
    expect(ratingOutOfFive(Number.NaN)).toBe(0);
  });
});
