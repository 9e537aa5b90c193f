import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button, Modal, media } from '@homeworth/shared-lib';
import { HOME_PREFERENCES, homeActionsOffered, homeAddressLine, type HomePreferences } from '@homeworth/shared-lib/domain';
import { ButtonLink } from '../../ui/button-link.component';
import { HomeBadges } from '../../ui/home-badges.component';
import { chooseMyHome } from '../../shared/my-home';
import { ClaimHomeModal } from './claim-home-modal.component';
import type { UserHome } from './home-preferences.api';
import { claimRequested, homeActionRequested, preferenceChanged, type HomeAction } from './home-preferences.slice';

const Card = styled.article`
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  box-shadow: ${({ theme }) => theme.shadow};
  ${media.below('xs')} {
    padding: 16px;
  }
  &[data-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
  }
  header > button {
    flex: none;
    min-height: 32px;
    padding-top: 2px;
    padding-bottom: 2px;
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.secondary};
    overflow-wrap: anywhere;
  }
  .error {
    margin: 12px 0 0;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.errorSoft};
    color: ${({ theme }) => theme.colors.error};
    font-weight: 500;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
  ${media.below('xs')} {
    > * {
      flex: 1 1 auto;
      justify-content: center;
      padding-left: 14px;
      padding-right: 14px;
    }
  }
`;

const Preferences = styled.fieldset`
  margin: 20px 0 0;
  padding: 0;
  border: 0;
  legend {
    width: 100%;
    padding: 16px 0 4px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 40px;
  }
  input {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

/** One home on `/user/home-preferences`: its status, what can be done with it, and its alerts. */
export function HomeCard({
  home,
  selected,
  busy,
  error,
  preferences,
}: {
  home: UserHome;
  selected: boolean;
  busy: HomeAction | undefined;
  error: string | undefined;
  preferences: HomePreferences | undefined;
}) {
  const dispatch = useDispatch();
  const headingId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const offered = homeActionsOffered(home);
  const address = homeAddressLine(home.property);
  const id = home.userPropertyId;
  const act = (action: 'save' | 'upgrade' | 'unclaim' | 'delete') => dispatch(homeActionRequested({ userPropertyId: id, action }));

  return (
    <Card aria-labelledby={headingId} data-selected={selected}>
      <header>
        <div>
          <h2 id={headingId}>{address}</h2>
          <HomeBadges home={home} selected={selected} />
        </div>
        <Button variant="link" loading={busy === 'delete'} disabled={busy !== undefined} onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </header>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <Actions>
        <ButtonLink className="report" to={`/properties/${home.property.kukunId}`}>
          Open the home report
        </ButtonLink>
        {selected ? null : (
          <Button variant="secondary" onClick={() => chooseMyHome(home)}>
            Make this my home
          </Button>
        )}
        {offered.save ? (
          <Button variant="secondary" loading={busy === 'save'} disabled={busy !== undefined} onClick={() => act('save')}>
            Save
          </Button>
        ) : null}
        {offered.upgrade ? (
          <Button variant="secondary" loading={busy === 'upgrade'} disabled={busy !== undefined} onClick={() => act('upgrade')}>
            Upgrade to paid
          </Button>
        ) : null}
        {home.claimed ? (
          <Button variant="secondary" loading={busy === 'unclaim'} disabled={busy !== undefined} onClick={() => act('unclaim')}>
            Unclaim
          </Button>
        ) : (
          <Button variant="secondary" loading={busy === 'claim'} disabled={busy !== undefined} onClick={() => setClaiming(true)}>
            Claim
          </Button>
        )}
      </Actions>
      {preferences ? (
        <Preferences disabled={busy === 'delete'}>
          <legend>Alerts for this home</legend>
          {HOME_PREFERENCES.map(({ key, label }) => (
            <label key={key}>
              <input type="checkbox" checked={preferences[key]} onChange={(e) => dispatch(preferenceChanged({ userPropertyId: id, key, value: e.target.checked }))} />
              {label}
            </label>
          ))}
        </Preferences>
      ) : null}
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete this home?"
        actions={
          <>
            <Button
              onClick={() => {
                setConfirmDelete(false);
                act('delete');
              }}
            >
              Delete home
            </Button>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
          </>
        }
      >
        <p>{address} will be removed from your homes. The address it used is not given back.</p>
      </Modal>
      <ClaimHomeModal
        address={address}
        open={claiming}
        onClose={() => setClaiming(false)}
        onClaim={(parcelLast4) => {
          setClaiming(false);
          dispatch(claimRequested({ userPropertyId: id, parcelLast4 }));
        }}
      />
    </Card>
  );
}
