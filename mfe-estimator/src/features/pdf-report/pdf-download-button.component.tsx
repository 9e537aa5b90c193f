import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, MESSAGES, Modal, recordAnalyticsEvent, startCheckout, unlockPdfReport } from '@homeworth/shared-lib';
import { planPdfUrl } from '../../app/plan-pdf-url';

const Text = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/**
 * "Download PDF report" behind the PDF paywall (estimator-property-agent.md §7):
 * a report is unlocked with one PDF download from the payment module; with none
 * left the user gets one free with the VIPREPORT code or buys a pack.
 */
export function PdfDownloadButton({ planId, label = 'Download PDF report', accessibleName }: { planId: number; label?: string; accessibleName?: string }) {
  const [busy, setBusy] = useState(false);
  const [paywall, setPaywall] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await unlockPdfReport(planId);
      setPaywall(false);
      window.location.assign(planPdfUrl(planId));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'NO_PDF_CREDITS') {
        void recordAnalyticsEvent({ category: 'paywall', step: 'trigger', detail: 'pdf-download' });
        setPaywall(true);
      } else setError(failure instanceof ApiError ? failure.message : MESSAGES.genericError);
    } finally {
      setBusy(false);
    }
  };

  const buy = async (productName: string, promoCode?: string) => {
    setBusy(true);
    setError(null);
    try {
      const { free } = await startCheckout(productName, { referrer: window.location.pathname, ...(promoCode ? { promoCode } : {}) });
      if (free) await download();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.genericError);
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="link" loading={busy && !paywall} onClick={() => void download()} aria-label={accessibleName}>
        {label}
      </Button>
      {error && !paywall ? <Error role="alert">{error}</Error> : null}
      <Modal
        open={paywall}
        title="Download your PDF report"
        onClose={() => setPaywall(false)}
        actions={
          <>
            <Button loading={busy} onClick={() => void buy('PDF_DOWNLOAD_1', 'VIPREPORT')}>
              Get it free with code VIPREPORT
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void buy('PDF_DOWNLOAD_5')}>
              Buy 5 PDF reports
            </Button>
          </>
        }
      >
        <Text>A PDF report holds your answers, the cost breakdown, the likely range and the return on investment, ready to share with a contractor or lender.</Text>
        <Text>Your first report is on us with the VIPREPORT code.</Text>
        {error ? <Error role="alert">{error}</Error> : null}
      </Modal>
    </>
  );
}
