import styled from 'styled-components';
import { Card as SharedCard, Page } from '@homeworth/shared-lib';

// The sample-data label is the shared one.
export { SampleBadge } from '@homeworth/shared-lib';

// The contractor pages' frame (the directory, the profile editor, the Leads page, the admins' inbox):
// the shared Page and Card of every remote.

/** The page column: the shared Page at the medium width. */
export const ContractorPage = styled(Page).attrs({ $width: 'medium' })``;

/** One white card: the shared Card, with the two-column fact list of a profile. */
export const Card = styled(SharedCard)`
  /* Stacked under the profile header, which has no bottom margin of its own. */
  margin: 16px 0 0;
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Cards side by side on wide screens. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 0 16px;
`;

/** Muted small print (sources, sample-data labels). */
export const SmallPrint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  margin: 8px 0 0;
`;

/** A labelled multi-line text input, styled like TextField. */
export const TextArea = styled.textarea`
  font: inherit;
  width: 100%;
  box-sizing: border-box;
  min-height: 120px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 1px;
  }
`;

/** A label above a control that is not a TextField (select, textarea). */
export const FieldLabel = styled.label`
  display: block;
  font-weight: 600;
  margin: 0 0 6px;
`;

/** A native select styled like TextField. */
export const Select = styled.select`
  font: inherit;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 100%;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 1px;
  }
`;
