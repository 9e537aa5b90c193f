import { ApiError } from '@homeworth/shared-lib';
import { runSagaAlone } from '@homeworth/shared-lib/mock';
import * as api from './neighborhood-projects.api';
import { neighborhoodProjectsSaga } from './neighborhood-projects.saga';
import { projectsRequested } from './neighborhood-projects.slice';

jest.mock('./neighborhood-projects.api');
const mocked = jest.mocked(api);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('neighbourhood projects saga', () => {
  it("loads the permits near the home asked for, and puts the API's words when it cannot", async () => {
    const data = { permits: [], projectTypes: [] } as unknown as api.NeighborhoodProjects;
    mocked.fetchNeighborhoodProjects.mockResolvedValueOnce(data);
    mocked.fetchNeighborhoodProjects.mockRejectedValueOnce(new ApiError(404, [{ code: 'NOT_FOUND', message: 'Property not found' }]));
    const saga = runSagaAlone(neighborhoodProjectsSaga);
    saga.put(projectsRequested(42));
    await settle();
    saga.put(projectsRequested(43));
    await settle();
    expect(mocked.fetchNeighborhoodProjects.mock.calls).toEqual([[42], [43]]);
    expect(saga.dispatched).toEqual([
      { type: 'neighborhoodProjects/projectsLoaded', payload: data },
      { type: 'neighborhoodProjects/projectsFailed', payload: 'Property not found' },
    ]);
    saga.task.cancel();
  });
});
