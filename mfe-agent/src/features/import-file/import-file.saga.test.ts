import { ApiError, MESSAGES } from '@homeworth/shared-lib';
import type { ImportMapping, ImportSummary } from '@homeworth/shared-lib/domain';
import { runSagaWithReducer } from '@homeworth/shared-lib/mock';
import { rootReducer } from '../../app/root-reducer';
import { CLIENT_LIMIT_CODE } from '../../shared/agent-clients.api';
import * as api from './import-file.api';
import { importFileSaga } from './import-file.saga';
import { cancelRequested, confirmRequested, fileChosen, importFailed, importLoaded, importReset, mappingApplied } from './import-file.slice';

// The HTTP calls are the unit boundary; the real routes are covered by the API tests and e2e.
jest.mock('./import-file.api');
const mocked = jest.mocked(api);

const UPLOADED = { id: 31, fileName: 'contacts.csv', status: 'uploaded', rows: [] } as unknown as ImportSummary;
const PREVIEWED = { ...UPLOADED, status: 'previewed' } as ImportSummary;
const CONFIRMED = { ...UPLOADED, status: 'confirmed' } as ImportSummary;
const MAPPING = { firstName: 0, lastName: 1, email: 2 } as unknown as ImportMapping;

const start = () => runSagaWithReducer(importFileSaga, rootReducer);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const FILE = new File(['First,Last,Email\nBo,Li,bo.li@example.com\n'], 'contacts.csv', { type: 'text/csv' });

describe('import file saga', () => {
  beforeEach(() => jest.resetAllMocks());

  it('uploads, previews the mapping and confirms the same import, step by step', async () => {
    mocked.uploadContacts.mockResolvedValue(UPLOADED);
    mocked.applyMapping.mockResolvedValue(PREVIEWED);
    mocked.confirmContacts.mockResolvedValue({ import: CONFIRMED, wentLive: 4 });
    const saga = start();
    saga.dispatch(fileChosen(FILE));
    await flush();
    expect(mocked.uploadContacts).toHaveBeenCalledWith(FILE);
    expect(saga.dispatched.at(-1)).toEqual(importLoaded({ summary: UPLOADED, step: 'mapping' }));
    saga.dispatch(mappingApplied(MAPPING));
    await flush();
    expect(mocked.applyMapping).toHaveBeenCalledWith(31, MAPPING);
    expect(saga.dispatched.at(-1)).toEqual(importLoaded({ summary: PREVIEWED, step: 'preview' }));
    saga.dispatch(confirmRequested());
    await flush();
    expect(mocked.confirmContacts).toHaveBeenCalledWith(31);
    expect(saga.dispatched.at(-1)).toEqual(importLoaded({ summary: CONFIRMED, step: 'done', wentLive: 4 }));
    saga.task.cancel();
  });

  it('a confirm over the free limit says so and opens the wall; a cancel resets the page', async () => {
    mocked.uploadContacts.mockResolvedValue(UPLOADED);
    mocked.confirmContacts.mockRejectedValue(new ApiError(403, [{ code: CLIENT_LIMIT_CODE, message: 'Free agents can have 5 live clients.' }]));
    mocked.cancelContacts.mockResolvedValue({ ...UPLOADED, status: 'cancelled' } as ImportSummary);
    const saga = start();
    saga.dispatch(fileChosen(FILE));
    await flush();
    saga.dispatch(confirmRequested());
    await flush();
    expect(saga.dispatched.at(-1)).toEqual(importFailed({ message: 'Free agents can have 5 live clients.', limitReached: true }));
    saga.dispatch(cancelRequested());
    await flush();
    expect(mocked.cancelContacts).toHaveBeenCalledWith(31);
    expect(saga.dispatched.at(-1)).toEqual(importReset());
    saga.task.cancel();
  });

  it("shows the API's refusal of a file, and the generic error when the API cannot be reached", async () => {
    mocked.uploadContacts
      .mockRejectedValueOnce(new ApiError(400, [{ code: 'BAD_FILE', message: 'The file must be CSV, XLSX or vCard.' }]))
      .mockRejectedValueOnce(new Error('Network Error'));
    const saga = start();
    saga.dispatch(fileChosen(FILE));
    await flush();
    saga.dispatch(fileChosen(FILE));
    await flush();
    expect(saga.dispatched.filter((a) => a.type === importFailed.type)).toEqual([
      importFailed({ message: 'The file must be CSV, XLSX or vCard.', limitReached: false }),
      importFailed({ message: MESSAGES.genericError, limitReached: false }),
    ]);
    saga.task.cancel();
  });
});
