import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button, Modal } from '@homeworth/shared-lib';
import type { AgentState } from '../../app/root';
import { invitationsRequested, previewClosed } from './invitations.slice';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(60vh, 520px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The invitation e-mail exactly as the client would get it (its links sign nobody in), with Send (the dialog's own button closes it). */
export function InvitationPreviewDialog() {
  const dispatch = useDispatch();
  const { preview, sending } = useSelector((s: AgentState) => s.invitations);
  const email = preview?.email;
  const close = () => dispatch(previewClosed());
  return (
    <Modal
      open={preview !== null}
      onClose={close}
      title="Invitation e-mail preview"
      actions={
        email && preview ? (
          <Button loading={sending} onClick={() => dispatch(invitationsRequested([preview.clientId]))}>
            Send this invitation
          </Button>
        ) : null
      }
    >
      {preview?.error ? <p role="alert">{preview.error}</p> : null}
      {!email ? (
        preview?.error ? null : (
          <p role="status">Loading the preview…</p>
        )
      ) : (
        <>
          <Meta>
            <dt>To</dt>
            <dd>{email.to}</dd>
            <dt>Subject</dt>
            <dd>{email.subject}</dd>
          </Meta>
          {/* An empty sandbox: the e-mail's HTML runs nothing and its links go nowhere from here. */}
          <Frame title={`Invitation e-mail to ${email.to}`} sandbox="" srcDoc={email.html} />
        </>
      )}
    </Modal>
  );
}
