import { PAGE_START_ELEMENT_ID } from '@homeworth/shared-lib/domain';
import { earlyEstimateRequest } from './early';

const RESULT = '/Kitchen-Renovation-Cost/estimator-result';
const SAVED = { answers: { 'home-size': 1800, 'property-address': { state: 'TX' } }, finishLevel: 'upscale' };

/** The page as the shell's server writes it: the page-start block, with the guest flag or without. */
function pageStart(start: object) {
  document.head.innerHTML = `<script type="application/json" id="${PAGE_START_ELEMENT_ID}">${JSON.stringify(start)}</script>`;
}

describe("the estimator's early script", () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('hw:estimator:Kitchen-Renovation-Cost', JSON.stringify(SAVED));
    pageStart({ guest: true });
  });

  it("asks, on a guest's result page, exactly what the page will: this tab's answers and finish level", () => {
    expect(earlyEstimateRequest(RESULT, '')).toEqual({ project: 'Kitchen-Renovation-Cost', finishLevel: 'upscale', answers: SAVED.answers });
    // The same key order as the page's request: the early answer is matched on the JSON text.
    expect(JSON.stringify(earlyEstimateRequest(RESULT, ''))).toBe(JSON.stringify({ project: 'Kitchen-Renovation-Cost', finishLevel: 'upscale', answers: SAVED.answers }));
  });

  it('asks nothing when the page will not send that request', () => {
    expect(earlyEstimateRequest('/Kitchen-Renovation-Cost', '')).toBeNull();
    expect(earlyEstimateRequest('/Bathroom-Remodel-Cost/estimator-result', '')).toBeNull(); // no answers in this tab
    expect(earlyEstimateRequest('/multiproject/estimator-result', '')).toBeNull();
    expect(earlyEstimateRequest(RESULT, '?address=1%20Main%20St')).toBeNull(); // a report link brings facts
    sessionStorage.setItem('hw:estimator:home-facts', JSON.stringify({ zipCode: '78701' }));
    expect(earlyEstimateRequest(RESULT, '')).toBeNull();
  });

  it('asks nothing for a signed-in browser, or when the page says nothing of guests', () => {
    pageStart({ remotes: {} });
    expect(earlyEstimateRequest(RESULT, '')).toBeNull();
    document.head.innerHTML = '';
    expect(earlyEstimateRequest(RESULT, '')).toBeNull();
  });
});
