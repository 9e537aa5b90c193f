/** Where the PDF report of a saved plan downloads from (a plain link: the browser sends the session cookie). */
export function planPdfUrl(planId: number): string {
  return `/api/v1/estimation/plans/${planId}/pdf`;
}
