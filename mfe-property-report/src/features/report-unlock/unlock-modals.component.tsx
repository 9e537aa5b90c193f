import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { useState } from 'react';
import { Button, Modal, TextField, recordAnalyticsEvent } from '@homeworth/shared-lib';
import type { PropertyReportState } from '../../app/root';
import { ButtonLink } from '../../ui/out-of-address-modal.component';
import { unlockConfirmed, unlockModalClosed, unlockModalOpened, verificationResendRequested } from './report-unlock.slice';

/** Where sign-up, sign-in and checkout come back to: this page. */
const here = () => encodeURIComponent(`${window.location.pathname}${window.location.search}`);

/** Address bundles bought from here unlock this home when paid (no second step), then come back here. */
const bundlesFor = (kukunId: number) => `/pricing-options?referrer=${here()}&home=${kukunId}`;

/** "1 address", "3 addresses". */
const addressesText = (n: number) => `${n} ${n === 1 ? 'address' : 'addresses'}`;

/**
 * The report's unlock modals, one at a time (the slice holds which): getFullAccess,
 * verifyEmailModalBlurred, prePaidAddress and unlockData. Each leads on to sign-up, the
 * verification email, using an address, or the address bundles of /pricing-options.
 */
export function UnlockModals({ kukunId }: { kukunId: number }) {
  const dispatch = useDispatch();
  const { modal, remaining, busy, error, verificationSent } = useSelector((s: PropertyReportState) => s.reportUnlock);
  const close = () => dispatch(unlockModalClosed());
  const problem = error ? <p role="alert">{error}</p> : null;

  if (modal === 'getFullAccess') {
    return (
      <Modal
        open
        onClose={close}
        title="Get full access to this home"
        actions={
          <>
            <ButtonLink to={`/signup?referrer=${here()}`}>Create a free account</ButtonLink>
            <ButtonLink to={`/login?referrer=${here()}`}>Sign in</ButtonLink>
          </>
        }
      >
        <p>
          With a free account you see the 5-year forecast of any home. Add a home to your homes for its sales, comparables and neighborhood, or unlock it with a Premium Address for
          everything: condition details, permits, maintenance and remodel ideas.
        </p>
      </Modal>
    );
  }
  if (modal === 'verifyEmailModalBlurred') {
    return (
      <Modal
        open
        onClose={close}
        title="Verify your email to see more"
        actions={
          <>
            <Button onClick={() => dispatch(verificationResendRequested())} disabled={busy || verificationSent}>
              {verificationSent ? 'Email sent' : 'Send the link again'}
            </Button>
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
          </>
        }
      >
        <p>Open the link we emailed you when you signed up. Until your email is verified, reports show what a visitor sees.</p>
        {verificationSent ? <p role="status">We sent a new link. Check your inbox.</p> : null}
        {problem}
      </Modal>
    );
  }
  if (modal === 'prePaidAddress') {
    return (
      <Modal
        open
        onClose={close}
        title="Unlock this home"
        actions={
          <>
            <Button onClick={() => dispatch(unlockConfirmed({ kukunId }))} disabled={busy}>
              Use 1 address
            </Button>
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
          </>
        }
      >
        <p>
          You have {addressesText(remaining ?? 0)} left on your plan. Use one to open this home’s full report: condition details, permits, maintenance and remodel ideas. The home
          is added to your homes.
        </p>
        {problem}
      </Modal>
    );
  }
  if (modal === 'unlockData') {
    return (
      <Modal
        open
        onClose={close}
        title="Unlock this home’s data"
        actions={
          <>
            <ButtonLink to={bundlesFor(kukunId)} onClick={() => void recordAnalyticsEvent({ category: 'paywall', step: 'offer', detail: 'unlock-data' })}>
              See address bundles
            </ButtonLink>
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
          </>
        }
      >
        <p>
          You have used all the addresses on your plan. A Premium Addresses bundle unlocks this home as soon as it is paid (one of its addresses), and the rest open more homes; you
          come back here after checkout.
        </p>
      </Modal>
    );
  }
  if (modal === 'socialShare') return <ShareReportModal onClose={close} />;
  if (modal === 'cordLessMediaWidget') {
    return (
      <Modal open onClose={close} title="How this report works" actions={<Button onClick={close}>Got it</Button>}>
        <ol style={{ textAlign: 'left', paddingLeft: 20 }}>
          <li>The value is an estimate from the home’s size, age, condition and rooms, with a 5-year forecast from the area’s growth.</li>
          <li>The condition score (0 to 100) compares each part of the home with its expected useful life.</li>
          <li>Blurred sections open with your tier: a free account, adding the home to your homes, or unlocking it with an address.</li>
          <li>Sections marked Sample data are generated examples, not public records.</li>
        </ol>
        <p>
          More in the <a href="/faq">questions and answers</a> and <a href="/home-condition-score">how the condition score works</a>.
        </p>
      </Modal>
    );
  }
  if (modal === 'newAddressOrContactUs') {
    return (
      <Modal
        open
        onClose={close}
        title="Add a new address or talk to us"
        actions={
          <>
            <ButtonLink to={bundlesFor(kukunId)} onClick={() => void recordAnalyticsEvent({ category: 'paywall', step: 'buy more', detail: 'new-address' })}>
              Buy a new address
            </ButtonLink>
            <ButtonLink to="/contact-us">Contact us</ButtonLink>
          </>
        }
      >
        <p>You have used every address you bought. Buy a new address for this home, or contact us about a plan for more homes (agents, lenders and investors).</p>
      </Modal>
    );
  }
  return null;
}

const Help = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin: -4px 0 12px;
`;

/** The report PDF link, drawn as a secondary button (it downloads a file, so it is a link). */
const PdfLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 20px;
  font-weight: 600;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/**
 * Opens the cordLessMediaWidget (the report's help, in words: no video or network needed) and the socialShare dialog;
 * with `pdfUrl` (full access only: the API refuses the PDF to every other level) also offers the report as a PDF.
 */
export function ReportToolButtons({ pdfUrl }: { pdfUrl?: string }) {
  const dispatch = useDispatch();
  return (
    <Help>
      {pdfUrl ? (
        <PdfLink href={pdfUrl} download>
          Download PDF
        </PdfLink>
      ) : null}
      <Button variant="secondary" onClick={() => dispatch(unlockModalOpened({ modal: 'socialShare' }))}>
        Share this report
      </Button>
      <Button variant="secondary" onClick={() => dispatch(unlockModalOpened({ modal: 'cordLessMediaWidget' }))}>
        How this report works
      </Button>
    </Help>
  );
}

const ShareList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * socialShare: the report's public link (its preview comes from the pre-rendered page document:
 * title, value, condition score and a card image) to copy, email or post. A visitor who opens it
 * sees what their own tier allows.
 */
function ShareReportModal({ onClose }: { onClose: () => void }) {
  const url = `${window.location.origin}${window.location.pathname}`;
  const text = 'Home value and condition report on Homeworth';
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const to = encodeURIComponent(url);
  return (
    <Modal
      open
      onClose={onClose}
      title="Share this home report"
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <TextField label="Link to this report" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Button onClick={() => void copy()}>{copied ? 'Link copied' : 'Copy link'}</Button>
      <ShareList aria-label="Share on">
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(text)}&body=${to}`}>Email</a>
        </li>
        <li>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${to}`} target="_blank" rel="noopener noreferrer">
            Facebook
          </a>
        </li>
        <li>
          <a href={`https://twitter.com/intent/tweet?url=${to}&text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
            X (Twitter)
          </a>
        </li>
        <li>
          <a href={`https://www.linkedin.com/sharing/share-offsite/?url=${to}`} target="_blank" rel="noopener noreferrer">
            LinkedIn
          </a>
        </li>
      </ShareList>
      {copied ? <p role="status">The link is on your clipboard.</p> : null}
    </Modal>
  );
}
