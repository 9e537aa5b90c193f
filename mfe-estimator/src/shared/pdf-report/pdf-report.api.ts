import { apiRequest } from '@homeworth/shared-lib';
import type { ApiAnswer } from '@homeworth/shared-lib/api-types';

/** Whether a plan's PDF is unlocked and the PDF downloads left: asked first, so offering to buy fails no request. */
export function pdfReportStatus(planId: number): Promise<ApiAnswer<'/api/v1/payment/pdf-downloads/{planId}', 'get'>> {
  return apiRequest({ method: 'GET', url: `/v1/payment/pdf-downloads/${planId}` });
}
