import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

/** The frame of every maintenance page: centred column, heading, muted lead (like the agent and report areas). */
export const MaintenancePage = styled.section`
  max-width: 1160px;
  margin: 0 auto;
  padding: 40px 24px;
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  > p.lead {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 720px;
  }
  ${media.below('xs')} {
    padding: 24px 16px;
    h1 { font-size: 1.6rem; }
  }
`;

/** A white card section of a maintenance page. */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  padding: 24px;
  margin-bottom: 20px;
  h2 { margin: 0 0 4px; font-size: 1.3rem; color: ${({ theme }) => theme.colors.secondary}; }
  h3 { margin: 16px 0 8px; font-size: 1.05rem; color: ${({ theme }) => theme.colors.secondary}; }
  > p.lead { margin: 0 0 16px; color: ${({ theme }) => theme.colors.textMuted}; }
  ${media.below('xs')} { padding: 16px; border-radius: 10px; }
`;

/** "Sample data": the plan of the sample home, not the visitor's. */
export const SampleBadge = styled.span`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.quinarySoft};
  color: ${({ theme }) => theme.colors.quinary};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

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
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; font-size: 0.95rem; min-width: 0; }
  input, select {
    font: inherit;
    font-weight: 400;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    max-width: 100%;
  }
  input:focus-visible, select:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.quinary}; outline-offset: 1px; }
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
  p { margin: 0 0 8px; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 700; }
`;
