import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import type { ReportAccess } from '@homeworth/shared-lib/domain';
import { unlockOffered } from './report-unlock.slice';

const Note = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0 0 16px;
  padding: 14px 18px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    flex: 1 1 240px;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

/** What the caller is seeing, in words, by the reason of their level. */
const WHY: Partial<Record<ReportAccess['reason'], string>> = {
  guest: 'You are seeing a preview: the value, the condition score and the home facts.',
  unverified: 'You are seeing a preview until your email is verified.',
  'not-in-homes': 'You are seeing the value, the score and the 5-year forecast.',
  free: 'This home is in your homes: you see its sales, comparables and neighborhood.',
  saved: 'This home is in your homes: you see its sales, comparables and neighborhood.',
};

/** Above a report the caller does not fully see: what they see and one call to action to unlock the rest. */
export function PreviewNote({ access }: { access: ReportAccess }) {
  const dispatch = useDispatch();
  if (access.level === 'full') return null;
  return (
    <Note aria-label="Report access">
      <p>{WHY[access.reason] ?? 'You are seeing part of this report.'} Condition details, permits, maintenance and remodel ideas open with a Premium Address.</p>
      <Button onClick={() => dispatch(unlockOffered({ reason: access.reason }))}>Unlock the full report</Button>
    </Note>
  );
}
