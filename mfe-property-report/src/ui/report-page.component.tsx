import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import { SampleBadge } from './report-ui';

/** The frame of every report page: its width, padding and link and focus styles. */
export const ReportPage = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 32px 24px 48px;
  ${media.below('xs')} {
    padding: 16px 12px 32px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible,
  button:focus-visible,
  [tabindex]:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
`;

/** The heading of a report page: its h1 and a muted paragraph under it (one look for every page of the area). */
export const ReportPageHead = styled.header`
  margin-bottom: 20px;
  h1 {
    margin: 0 0 4px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SampleNote = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
  flex-wrap: wrap;
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.quinaryTint};
  color: ${({ theme }) => theme.colors.text};
`;

/** "Sample data" banner: the facts come from the sample provider, not a property record. */
export function SampleDataBanner() {
  return (
    <SampleNote id="banner">
      <SampleBadge>Sample data</SampleBadge>
      Home facts, permits, sales, schools and scores on this page are generated sample data, not public records.
    </SampleNote>
  );
}
