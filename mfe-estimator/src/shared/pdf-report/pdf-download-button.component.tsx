import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, fetchProducts, formatPrice, MESSAGES, Modal, recordAnalyticsEvent, startCheckout, unlockPdfReport, type PaymentProduct } from '@homeworth/shared-lib';
import { planPdfUrl } from '../../app/plan-pdf-url';
import { pdfReportStatus } from './pdf-report.api';

const Text = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** The pack the paywall sells. */
const PDF_PACK = 'PDF_DOWNLOAD_5';

/**
 * "Download PDF report" behind the PDF paywall:
 * a report is unlocked with one PDF download from the payment module; with none
 * left the user gets one free with the VIPREPORT code or buys a pack.
 */
export function PdfDownloadButton({ planId, label = 'Download PDF report', accessibleName }: { planId: number; label?: string; accessibleName?: string }) {
  const [busy, setBusy] = useState(false);
  const [paywall, setPaywall] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pack, setPack] = useState<PaymentProduct | null>(null);

  // The pack's price comes from the price list when the paywall opens, so the button says what it costs.
  useEffect(() => {
    if (!paywall || pack) return;
    fetchProducts('pdf_pack').then(
      (products) => setPack(products.find((p) => p.name === PDF_PACK) ?? null),
      () => setPack(null),
    );
  }, [paywall, pack]);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      // Asked first: with no download left the paywall opens without a refused request (and its logged error).
      const status = await pdfReportStatus(planId);
      if (!status.unlocked && status.pdfRemainingCount === 0) {
        void recordAnalyticsEvent({ category: 'paywall', step: 'trigger', detail: 'pdf-download' });
        setPaywall(true);
        return;
      }
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
            <Button variant="secondary" disabled={busy} onClick={() => void buy(PDF_PACK)}>
              {pack ? `Buy ${pack.displayName} for ${formatPrice(pack.priceCents, { alwaysCents: true })}` : 'Buy 5 PDF reports'}
            </Button>
          </>
        }
      >
        <Text>A PDF report holds your answers, the cost breakdown, the likely range and the return on investment, ready to share with a contractor or lender.</Text>
        <Text>Your first report is on us with the VIPREPORT code.</Text>
        {pack ? (
          // The price as the checkout charges it and the receipt states it, to the cent.
          <Text data-testid="pdf-pack-price">{`${pack.displayName}: ${formatPrice(pack.priceCents, { alwaysCents: true })}, charged once.`}</Text>
        ) : null}
        {error ? <Error role="alert">{error}</Error> : null}
      </Modal>
    </>
  );
}
