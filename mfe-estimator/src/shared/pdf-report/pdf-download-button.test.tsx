import { fireEvent, render, screen } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { PdfDownloadButton } from './pdf-download-button.component';
import { pdfReportStatus } from './pdf-report.api';

// The payment calls are replaced here only; the API tests cover them.
jest.mock('@homeworth/shared-lib', () => ({
  ...jest.requireActual('@homeworth/shared-lib'),
  recordAnalyticsEvent: jest.fn(async () => true),
  unlockPdfReport: jest.fn(),
  fetchProducts: jest.fn(),
}));
jest.mock('./pdf-report.api');
const shared = jest.requireMock<{ unlockPdfReport: jest.Mock; fetchProducts: jest.Mock }>('@homeworth/shared-lib');
const status = jest.mocked(pdfReportStatus);

const renderButton = () =>
  render(
    <MockProviders>
      <PdfDownloadButton planId={7} />
    </MockProviders>,
  );

describe('PDF download paywall', () => {
  beforeEach(() => jest.clearAllMocks());

  it('opens without a refused request, and shows the pack price to the cent as the checkout and the receipt do', async () => {
    status.mockResolvedValue({ unlocked: false, pdfRemainingCount: 0 });
    shared.fetchProducts.mockResolvedValue([
      { name: 'PDF_DOWNLOAD_1', kind: 'pdf_pack', displayName: '1 PDF report', description: '', priceCents: 299, quantity: 1, billingInterval: null },
      { name: 'PDF_DOWNLOAD_5', kind: 'pdf_pack', displayName: '5 PDF reports', description: '', priceCents: 999, quantity: 5, billingInterval: null },
    ]);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF report' }));
    expect(await screen.findByRole('button', { name: 'Buy 5 PDF reports for $9.99' })).toBeTruthy();
    expect(screen.getByTestId('pdf-pack-price').textContent).toBe('5 PDF reports: $9.99, charged once.');
    expect(shared.fetchProducts).toHaveBeenCalledWith('pdf_pack');
    expect(status).toHaveBeenCalledWith(7);
    expect(shared.unlockPdfReport).not.toHaveBeenCalled();
  });

  it('unlocks and downloads at once with a download left, no paywall', async () => {
    status.mockResolvedValue({ unlocked: false, pdfRemainingCount: 2 });
    shared.unlockPdfReport.mockResolvedValue({ pdfRemainingCount: 1, alreadyUnlocked: false });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF report' }));
    await screen.findByRole('button', { name: 'Download PDF report' });
    await new Promise((r) => setTimeout(r, 0));
    expect(shared.unlockPdfReport).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
