import styled from 'styled-components';
import { CLAIMED_HOME_MEANING, HOME_TIER_LABELS, HOME_TIER_MEANINGS, homeTierOf, type HomeTier } from '@homeworth/shared-lib/domain';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 6px 0 0;
  padding: 0;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 0.8125rem;
    font-weight: 600;
    line-height: 1.6;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
  }
  li[data-tier='saved'] {
    border-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondary};
  }
  li[data-tier='paid'] {
    border-color: ${({ theme }) => theme.colors.quinary};
    color: ${({ theme }) => theme.colors.quinary};
  }
  li[data-badge='claimed'] {
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  }
  li[data-badge='my-home'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Meaning = styled.p`
  margin: 6px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The tier, claimed state and "My home" marker of one home, as on the profile and the homes page, with what they mean. */
export function HomeBadges({ home, selected }: { home: { claimed: boolean; isSavedAddress?: boolean; isPaidAddress?: boolean }; selected: boolean }) {
  const tier: HomeTier = homeTierOf(home);
  return (
    <>
      <List aria-label="Status">
        <li data-tier={tier} title={HOME_TIER_MEANINGS[tier]}>
          {HOME_TIER_LABELS[tier]} address
        </li>
        {home.claimed ? (
          <li data-badge="claimed" title={CLAIMED_HOME_MEANING}>
            Claimed
          </li>
        ) : null}
        {selected ? <li data-badge="my-home">My home</li> : null}
      </List>
      <Meaning data-testid="tier-meaning">
        {HOME_TIER_LABELS[tier]}: {HOME_TIER_MEANINGS[tier]}
        {home.claimed ? ` Claimed: ${CLAIMED_HOME_MEANING}` : ''}
      </Meaning>
    </>
  );
}
