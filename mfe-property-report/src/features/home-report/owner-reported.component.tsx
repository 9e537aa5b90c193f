import styled from 'styled-components';
import type { ReportFacts } from '../../shared/home-report.api';

const Mark = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 1px 8px;
  border-radius: 999px;
  vertical-align: middle;
  font-size: 0.72rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  border: 1px solid currentColor;
`;

/** "Owner-reported" next to a fact of the report that the verified owner corrected. */
export function OwnerReported({ report, fact }: { report: ReportFacts; fact: string }) {
  return report.ownerReported?.includes(fact) ? <Mark data-testid={`owner-reported-${fact}`}>Owner-reported</Mark> : null;
}
