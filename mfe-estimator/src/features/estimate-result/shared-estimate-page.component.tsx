import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { FinishLevel } from '@homeworth/shared-lib/domain';
import type { EstimatorState } from '../../app/root';
import { EstimateView } from './estimate-result-page.component';
import { ResultPage } from './estimate-result.styles';
import { SharedByAgentCard } from './shared-by-agent.component';
import { sharedEstimateOpened, sharedFinishLevelChanged } from './shared-estimate.slice';

const SharedNote = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

/**
 * `/result-page?share=<token>`: a shared plan, read-only, for anyone holding the link (signed in
 * or not). Switching the finish level shows other prices without saving anything.
 */
export function SharedEstimatePage() {
  const [params] = useSearchParams();
  const token = params.get('share') ?? '';
  const dispatch = useDispatch();
  const loaded = useSelector((s: EstimatorState) => s.sharedEstimate);

  useEffect(() => {
    dispatch(sharedEstimateOpened(token));
  }, [dispatch, token]);

  if (loaded.status === 'loading') {
    return (
      <ResultPage aria-busy="true">
        <p role="status">Opening the shared estimate…</p>
      </ResultPage>
    );
  }
  if (loaded.status !== 'ready') {
    return (
      <ResultPage>
        <h1>{loaded.status === 'not-found' ? 'Shared estimate not found' : 'This shared estimate could not be opened'}</h1>
        <p role={loaded.status === 'error' ? 'alert' : undefined}>{loaded.message}</p>
        <Link className="primary-link" to="/home-renovation-costs">
          Estimate your own project
        </Link>
      </ResultPage>
    );
  }

  const { shared, view } = loaded;
  const project = shared.plan.projectNameAsKey[0]!;
  const changeFinish = (finishLevel: FinishLevel) => dispatch(sharedFinishLevelChanged(finishLevel));

  return (
    <ResultPage aria-busy={view.loading}>
      {view.error ? (
        <p role="alert" className="error">
          {view.error}
        </p>
      ) : null}
      {shared.agent ? <SharedByAgentCard agent={shared.agent} pdfUrl={`/api/v1/estimation/shared/${encodeURIComponent(token)}/pdf`} /> : null}
      <EstimateView
        result={view.result}
        finishLevel={view.finishLevel}
        loading={view.loading}
        onFinishLevel={changeFinish}
        heading={shared.agent ? `Estimate shared by ${shared.agent.name}` : `Shared estimate from ${shared.senderName}`}
        actions={
          <SharedNote>
            This is a read-only copy of {shared.senderName}&apos;s {shared.plan.projectNameToDisplay.toLowerCase()} estimate. Trying another finish level here saves nothing.{' '}
            <Link to={`/${project}`}>Estimate your own {shared.plan.projectNameToDisplay.toLowerCase()}</Link>
          </SharedNote>
        }
      />
    </ResultPage>
  );
}
