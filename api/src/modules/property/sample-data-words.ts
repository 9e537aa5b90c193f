// The site's words for generated figures, for PDFs and e-mails: the report page's "Sample data" badge
// and its sentence "… are generated sample data, not public records."

/** The badge the pages show on generated figures. */
export const SAMPLE_DATA_LABEL = 'Sample data';

/** The sample-data note of a PDF or an e-mail, e.g. sampleDataNote('in this report'). */
export function sampleDataNote(where: string): string {
  return `${SAMPLE_DATA_LABEL}: home facts, permits, sales, schools and scores ${where} are generated sample data, not public records.`;
}
