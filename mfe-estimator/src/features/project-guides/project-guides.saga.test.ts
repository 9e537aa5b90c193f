import { runSagaAlone } from '@homeworth/shared-lib/mock';
import { fetchProjectGuides, type GuidePost } from './project-guides.api';
import { projectGuidesSaga } from './project-guides.saga';
import { guidesLoaded, guidesRequested, projectGuidesSlice } from './project-guides.slice';

// The HTTP call is the unit boundary; the blog route is covered by the API tests.
jest.mock('./project-guides.api');
const mockedFetch = jest.mocked(fetchProjectGuides);

const POST: GuidePost = { slug: 'kitchen-budget', title: 'Budgeting a kitchen', link: '/blog/kitchen-budget', readingMinutes: 4 } as GuidePost;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('project guides saga', () => {
  beforeEach(() => mockedFetch.mockReset());

  it("reads the project's guides, and none when the blog cannot be reached", async () => {
    mockedFetch.mockResolvedValueOnce([POST]).mockRejectedValueOnce(new Error('Network Error'));
    const saga = runSagaAlone(projectGuidesSaga);
    saga.put(guidesRequested('Kitchen-Renovation-Cost'));
    await flush();
    saga.put(guidesRequested('Bathroom-Remodel-Cost'));
    await flush();
    expect(saga.dispatched).toEqual([guidesLoaded({ slug: 'Kitchen-Renovation-Cost', posts: [POST] }), guidesLoaded({ slug: 'Bathroom-Remodel-Cost', posts: [] })]);
    saga.task.cancel();
  });

  it('keeps a late answer for another project off the page', () => {
    const { reducer } = projectGuidesSlice;
    const state = reducer(reducer(undefined, guidesRequested('Bathroom-Remodel-Cost')), guidesLoaded({ slug: 'Kitchen-Renovation-Cost', posts: [POST] }));
    expect(state.posts).toEqual([]);
  });
});
