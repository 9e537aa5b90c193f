import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The page frame and card are the shared ones (one Page and Card layout for every remote).
export { Page as MaintenancePage, Card, SampleBadge } from '@homeworth/shared-lib';

/** Muted small print (sources, notes). */
export const SmallPrint = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An error or confirmation line announced to screen readers. */
export const Notice = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: 8px 0;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.success)};
`;

/** Row of buttons and links that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
`;

/** Labelled select and input fields in a compact form. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  margin: 12px 0;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    font-size: 0.95rem;
    min-width: 0;
  }
  input,
  select {
    font: inherit;
    font-weight: 400;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    max-width: 100%;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 1px;
  }
`;

/** "45 min", "2 h", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A boxed note: the sample plan's call to sign in, hints. */
export const Callout = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.quinaryBorder};
  background: ${({ theme }) => theme.colors.quinaryTint};
  border-radius: 12px;
  padding: 14px 16px;
  margin: 0 0 20px;
  p {
    margin: 0 0 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

/** A link drawn as the primary button: its way on leaves the page (pricing, sign-up, the owner check). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark} !important;
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
`;
