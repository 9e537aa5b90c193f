import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import type { PropertyReportState } from '../../app/root';
import { formatDay } from '../../ui/report-ui';
import { errorText, GuessLayout, GuessOutcome, Panel, SoldHomeFacts } from './guess-ui.component';
import { GuessInput } from './guess-input.component';
import { guessSubmitted, historyRequested, soldHomeRequested } from './guess.slice';
import { formatDollars } from '@homeworth/shared-lib/domain';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

/** Signed-in or not, from the session mirror (null while unknown). */
export function useSignedIn(): boolean | null {
  const session = useSelector((s: PropertyReportState) => s.session.current);
  return session === null ? null : session.isLoggedIn;
}

/** A "sign in" link that comes back to this page. */
export function SignInLink({ text = 'Sign in' }: { text?: string }) {
  const location = useLocation();
  return <Link to={`/login?referrer=${encodeURIComponent(location.pathname + location.search)}`}>{text}</Link>;
}

/** `/guess-the-sale-price` and `/guess-the-sale-price/property?sale=`: a recently sold home, the guess and its outcome. */
export function GuessPlayPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const saleKey = params.get('sale');
  const signedIn = useSignedIn();
  const { home, result, submitting, problem } = useSelector((s: PropertyReportState) => s.guess);
  useEffect(() => {
    if (signedIn !== null) dispatch(soldHomeRequested({ saleKey }));
  }, [dispatch, saleKey, signedIn]);
  const data = home.data;
  const outcome = result && data && result.saleKey === data.saleKey ? result : null;
  return (
    <GuessLayout title="Guess the sale price" intro="A home just sold. Look at its facts, guess what it sold for, and see how close you and our valuation came.">
      {home.status === 'error' ? (
        <Panel>
          <p role="alert">{home.error}</p>
          <Link to="/guess-the-sale-price">Try another home</Link>
        </Panel>
      ) : home.status !== 'ready' ? (
        <Panel aria-busy="true">
          <p>Loading a sold home…</p>
        </Panel>
      ) : !data ? (
        <Panel>
          <h2>You guessed every recent sale</h2>
          <p>
            New homes sell every day: come back tomorrow, or <Link to="/guess-the-sale-price/search">search sold homes</Link>.
          </p>
        </Panel>
      ) : (
        <Panel aria-labelledby="sold-home-title" data-testid="sold-home">
          <div id="sold-home-title">
            <SoldHomeFacts home={data} />
          </div>
          {outcome ? (
            <GuessOutcome result={outcome} />
          ) : data.guessed && data.salePrice !== null ? (
            <p role="status">
              You guessed this one already: it sold for <strong>{formatDollars(data.salePrice)}</strong>
              {data.valuation !== null ? (
                <>
                  {' '}
                  and our valuation was {formatDollars(data.valuation)} (
                  {errorText({ dollars: data.valuation - data.salePrice, percent: Math.round(((data.valuation - data.salePrice) / data.salePrice) * 1000) / 10 })})
                </>
              ) : null}
              .
            </p>
          ) : signedIn ? (
            <GuessInput label="What did it sell for?" busy={submitting} problem={problem} onGuess={(guess) => dispatch(guessSubmitted({ saleKey: data.saleKey, guess }))} />
          ) : (
            <p>
              <SignInLink text="Sign in to guess" /> and keep your score.
            </p>
          )}
          {outcome || data.guessed ? (
            <Actions>
              <Button onClick={() => (saleKey ? navigate('/guess-the-sale-price') : dispatch(soldHomeRequested({ saleKey: null })))}>Next home</Button>
              <Link to="/guess-the-sale-price/history">See your guesses</Link>
            </Actions>
          ) : null}
        </Panel>
      )}
      <Panel aria-labelledby="how-scored">
        <h2 id="how-scored">How a guess is scored</h2>
        <p>
          Each guess scores 100 points minus 2 points for every percent it is off the sale price: 5% off scores 90, 10% off 80, 25% off 50, and 50% off or more 0. Your accuracy
          score is the mean of your scores; the mean absolute percentage error (MAPE) says how far off you are on average.
        </p>
      </Panel>
    </GuessLayout>
  );
}

const GuessList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    padding: 14px 16px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
  }
  strong {
    color: ${({ theme }) => theme.colors.secondary};
  }
  .meta {
    margin: 4px 0 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** `/guess-the-sale-price/history`: every guess, newest first, with the accuracy score. */
export function GuessHistoryPage() {
  const dispatch = useDispatch();
  const signedIn = useSignedIn();
  const history = useSelector((s: PropertyReportState) => s.guess.history);
  useEffect(() => {
    if (signedIn) dispatch(historyRequested());
  }, [dispatch, signedIn]);
  const data = history.data;
  return (
    <GuessLayout title="Your guesses" intro="Every price you guessed, newest first, and how accurate you are.">
      {signedIn === false ? (
        <Panel>
          <p>
            <SignInLink /> to see your guesses.
          </p>
        </Panel>
      ) : history.status === 'error' ? (
        <Panel>
          <p role="alert">{history.error}</p>
        </Panel>
      ) : !data ? (
        <Panel aria-busy="true">
          <p>Loading your guesses…</p>
        </Panel>
      ) : (
        <>
          <Panel aria-labelledby="accuracy-title">
            <h2 id="accuracy-title">Your accuracy</h2>
            {data.accuracy.count === 0 ? (
              <p>
                No sold home guessed yet. <Link to="/guess-the-sale-price">Guess your first one</Link>.
              </p>
            ) : (
              <p data-testid="accuracy">
                Accuracy score <strong>{data.accuracy.accuracyScore} / 100</strong> over {data.accuracy.count} {data.accuracy.count === 1 ? 'home' : 'homes'}; on average{' '}
                {data.accuracy.meanAbsolutePercentError}% off the sale price (MAPE).
              </p>
            )}
            {data.ownHomeAccuracy.count > 0 ? (
              <p>
                Your own homes: {data.ownHomeAccuracy.count} {data.ownHomeAccuracy.count === 1 ? 'guess' : 'guesses'}, on average {data.ownHomeAccuracy.meanAbsolutePercentError}%
                off our valuation.
              </p>
            ) : null}
          </Panel>
          {data.guesses.length > 0 ? (
            <Panel aria-labelledby="guesses-title">
              <h2 id="guesses-title">Guesses</h2>
              <GuessList data-testid="guess-history">
                {data.guesses.map((g, i) => (
                  <li key={`${g.createdAt}-${i}`}>
                    <div className="line">
                      <strong>{g.saleKey ? <Link to={`/guess-the-sale-price/property?sale=${g.saleKey}`}>{g.address}</Link> : g.address}</strong>
                      <span>
                        Score <strong>{g.score}</strong> / 100
                      </span>
                    </div>
                    <p className="meta">
                      {g.kind === 'own-home' ? 'Your home, against our valuation' : 'Sold home'} · guessed {formatDay(g.createdAt.slice(0, 10))} · your guess{' '}
                      {formatDollars(g.guess)}, {errorText(g.guessError)} · {g.kind === 'own-home' ? 'valuation' : 'sold for'} {formatDollars(g.actual)}
                      {g.valuationError ? <> · our valuation {errorText(g.valuationError)}</> : null}
                    </p>
                  </li>
                ))}
              </GuessList>
            </Panel>
          ) : null}
        </>
      )}
    </GuessLayout>
  );
}
