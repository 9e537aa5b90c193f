import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@homeworth/shared-lib';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { PdfDownloadButton } from './pdf-download-button.component';

// The payment calls are replaced here only; the API tests cover them.
jest.mock('@homeworth/shared-lib', () => ({
  ...jest.requireActual('@homeworth/shared-lib'),
  recordAnalyticsEvent: jest.fn(async () => true),
  unlockPdfReport: jest.fn(),
  fetchProducts: jest.fn(),
}));
const shared = jest.requireMock<{ unlockPdfReport: jest.Mock; fetchProducts: jest.Mock }>('@homeworth/shared-lib');

describe('PDF download paywall', () => {
  it('shows the PDF pack price from the price list on its button and in the text', async () => {
    shared.unlockPdfReport.mockRejectedValue(new ApiError(409, [{ code: 'NO_PDF_CREDITS', message: 'You have no PDF downloads left.' }]));
    shared.fetchProducts.mockResolvedValue([
      { name: 'PDF_DOWNLOAD_1', kind: 'pdf_pack', displayName: '1 PDF report', description: '', priceCents: 299, quantity: 1, billingInterval: null },
      { name: 'PDF_DOWNLOAD_5', kind: 'pdf_pack', displayName: '5 PDF reports', description: '', priceCents: 999, quantity: 5, billingInterval: null },
    ]);
    render(
      <MockProviders>
        <PdfDownloadButton planId={7} />
      </MockProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF report' }));
    expect(await screen.findByRole('button', { name: 'Buy 5 PDF reports for $9.99' })).toBeTruthy();
    expect(screen.getByTestId('pdf-pack-price').textContent).toBe('5 PDF reports: $9.99, about $2 each.');
    expect(shared.fetchProducts).toHaveBeenCalledWith('pdf_pack');
  });
});
