import { useDispatch, useSelector } from 'react-redux';
import { Button, Modal } from '@homeworth/shared-lib';
import { homeAddressLine, type HomePreferences } from '@homeworth/shared-lib/domain';
import type { AccountState } from '../../app/root';
import { alertConfirmationClosed, preferenceChanged } from './home-preferences.slice';

/** What each alert emails about, in the confirmation's words. */
const ALERT_NEWS: Record<keyof HomePreferences, string> = {
  valueChangeAlerts: 'when its estimated value moves by 1% or more',
  nearbyPermitAlerts: 'when building permits are filed nearby',
  maintenanceReminders: 'when a part of the home reaches the end of its expected life',
};

/**
 * The spec's `youreAllSet` and `stayUpdate` modals on `/user/home-preferences`, shown after an alert
 * toggle was stored: the first confirms an alert turned on, the second offers the value alerts back
 * when a home has no alert left. One modal at a time (the shared Modal traps focus and closes on Escape).
 */
export function AlertConfirmationModal() {
  const dispatch = useDispatch();
  const { alertConfirmation, homes } = useSelector((s: AccountState) => s.homePreferences);
  const home = alertConfirmation ? homes.find((h) => h.userPropertyId === alertConfirmation.userPropertyId) : undefined;
  const close = () => dispatch(alertConfirmationClosed());
  if (!alertConfirmation || !home) return null;
  const address = homeAddressLine(home.property);

  if (alertConfirmation.modal === 'youreAllSet') {
    return (
      <Modal open onClose={close} title="You're all set" actions={<Button onClick={close}>Done</Button>}>
        <p>
          We will email you about {address} {ALERT_NEWS[alertConfirmation.key]}. Every alert email has a link to stop it in one click.
        </p>
      </Modal>
    );
  }
  return (
    <Modal
      open
      onClose={close}
      title="Stay updated?"
      actions={
        <>
          <Button
            onClick={() => {
              close();
              dispatch(preferenceChanged({ userPropertyId: home.userPropertyId, key: 'valueChangeAlerts', value: true }));
            }}
          >
            Keep value alerts on
          </Button>
          <Button variant="secondary" onClick={close}>
            No thanks
          </Button>
        </>
      }
    >
      <p>You turned off every alert for {address}, so we will not email you about it. Value alerts tell you when its estimated value moves by 1% or more.</p>
    </Modal>
  );
}
