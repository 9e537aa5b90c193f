import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, TextField } from '@homeworth/shared-lib';
import { homeAddressLine, formatDollars } from '@homeworth/shared-lib/domain';
import type { PropertyReportState } from '../../app/root';
import { formatDay } from '../../ui/report-ui';
import { GuessLayout, GuessOutcome, Panel } from './guess-ui.component';
import { GuessInput } from './guess-input.component';
import { SignInLink, useSignedIn } from './guess-play-pages.component';
import { alertsRequested, alertToggled, guessCleared, ownHomeGuessSubmitted, searchRequested } from './guess.slice';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

/** `/guess-the-sale-price/my-home-value`: guess the value of one of your homes, then see our valuation. */
export function MyHomeValuePage() {
  const dispatch = useDispatch();
  const signedIn = useSignedIn();
  const homes = useSelector((s: PropertyReportState) => s.userHomes.homes);
  const homesStatus = useSelector((s: PropertyReportState) => s.userHomes.status);
  const { result, submitting, problem } = useSelector((s: PropertyReportState) => s.guess);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    dispatch(guessCleared());
  }, [dispatch]);
  const selected = homes.find((h) => h.userPropertyId === chosen) ?? homes.find((h) => h.claimed) ?? homes[0] ?? null;
  const outcome = result?.kind === 'own-home' && selected && result.kukunId === selected.property.kukunId ? result : null;
  return (
    <GuessLayout title="Guess your home’s value" intro="Think you know what your home is worth? Guess, then compare with our valuation.">
      {signedIn === false ? (
        <Panel>
          <p>
            <SignInLink /> to guess the value of your home.
          </p>
        </Panel>
      ) : homesStatus !== 'ready' ? (
        <Panel aria-busy="true">
          <p>Loading your homes…</p>
        </Panel>
      ) : !selected ? (
        <Panel>
          <p>
            Add your home first: <Link to="/dashboard">look up your address</Link>.
          </p>
        </Panel>
      ) : (
        <Panel aria-labelledby="own-title">
          <h2 id="own-title">{homes.length > 1 ? 'Which home?' : 'Your home'}</h2>
          {homes.length > 1 ? (
            <Choices>
              <legend>Choose one of your homes</legend>
              {homes.map((h) => (
                <label key={h.userPropertyId}>
                  <input
                    type="radio"
                    name="own-home"
                    checked={h.userPropertyId === selected.userPropertyId}
                    onChange={() => {
                      setChosen(h.userPropertyId);
                      dispatch(guessCleared());
                    }}
                  />
                  {homeAddressLine(h.property)}
                </label>
              ))}
            </Choices>
          ) : (
            <p>{homeAddressLine(selected.property)}</p>
          )}
          {outcome ? (
            <>
              <GuessOutcome result={outcome} />
              <p style={{ marginTop: 12 }}>
                See what the value is based on in the <Link to={`/properties/${selected.property.kukunId}`}>home report</Link>.
              </p>
            </>
          ) : (
            <GuessInput
              label={`What is ${selected.property.address} worth today?`}
              busy={submitting}
              problem={problem}
              onGuess={(guess) => dispatch(ownHomeGuessSubmitted({ userPropertyId: selected.userPropertyId, guess }))}
            />
          )}
        </Panel>
      )}
    </GuessLayout>
  );
}

const Results = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li {
    padding: 14px 16px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 6px;
    font-size: 0.9rem;
  }
`;

/** `/guess-the-sale-price/search`: recently sold homes by city, ZIP code or address. */
export function GuessSearchPage() {
  const dispatch = useDispatch();
  const search = useSelector((s: PropertyReportState) => s.guess.search);
  const [q, setQ] = useState(search.data?.q ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim().length < 2) return setError('Type at least 2 characters: a city, a ZIP code or an address.');
    setError(null);
    dispatch(searchRequested({ q: q.trim() }));
  };
  const data = search.data;
  return (
    <GuessLayout title="Search sold homes" intro="Find homes sold in the last 90 days by city, ZIP code or address, then guess their price.">
      <Panel aria-labelledby="search-title">
        <h2 id="search-title">Where?</h2>
        <form onSubmit={submit} noValidate role="search">
          <TextField
            label="City, ZIP code or address"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            error={error ?? (search.status === 'error' ? search.error : null)}
            placeholder="Denver, CO"
          />
          <Button type="submit" loading={search.status === 'loading'}>
            Search
          </Button>
        </form>
      </Panel>
      {data ? (
        <Panel aria-labelledby="results-title">
          <h2 id="results-title" role="status">
            {data.homes.length === 0
              ? `No homes sold recently for “${data.q}”`
              : `${data.homes.length} ${data.homes.length === 1 ? 'home' : 'homes'} sold recently${data.places.length > 0 ? ` in ${data.places.map((p) => `${p.city}, ${p.state} ${p.zipCode}`).join('; ')}` : ` matching “${data.q}”`}`}
          </h2>
          <Results data-testid="search-results">
            {data.homes.map((h) => (
              <li key={h.saleKey}>
                <h3>
                  {h.address}, {h.city}, {h.state} {h.zipCode}
                </h3>
                <p>
                  {h.bedrooms} bd · {h.bathrooms} ba · {h.buildingArea.toLocaleString('en-US')} sq ft · sold {formatDay(h.saleDate)}
                </p>
                {h.guessed && h.salePrice !== null ? (
                  <p>
                    Sold for <strong>{formatDollars(h.salePrice)}</strong> (you guessed it)
                  </p>
                ) : (
                  <Link to={`/guess-the-sale-price/property?sale=${h.saleKey}`}>
                    Guess its price<span className="visually-hidden">: {h.address}</span>
                  </Link>
                )}
              </li>
            ))}
          </Results>
        </Panel>
      ) : null}
    </GuessLayout>
  );
}

/** `/guess-the-sale-price/notifications`: an email when homes sell near one of your homes. */
export function GuessNotificationsPage() {
  const dispatch = useDispatch();
  const signedIn = useSignedIn();
  const { alerts, savingAlert } = useSelector((s: PropertyReportState) => s.guess);
  useEffect(() => {
    if (signedIn) dispatch(alertsRequested());
  }, [dispatch, signedIn]);
  return (
    <GuessLayout title="Sale notifications" intro="Get an email when a home sells near one of your homes, and guess its price before anyone tells you.">
      {signedIn === false ? (
        <Panel>
          <p>
            <SignInLink /> to choose your notifications.
          </p>
        </Panel>
      ) : alerts.status === 'error' ? (
        <Panel>
          <p role="alert">{alerts.error}</p>
        </Panel>
      ) : alerts.status !== 'ready' ? (
        <Panel aria-busy="true">
          <p>Loading your homes…</p>
        </Panel>
      ) : alerts.data.length === 0 ? (
        <Panel>
          <p>
            Add a home first: <Link to="/dashboard">look up your address</Link>.
          </p>
        </Panel>
      ) : (
        <Panel aria-labelledby="alerts-title">
          <h2 id="alerts-title">Email me when a home sells near</h2>
          <p>Once a day we look for new sales in the home’s ZIP code and send one email per home sold; you never get the same sale twice.</p>
          {alerts.error ? <p role="alert">{alerts.error}</p> : null}
          <Choices>
            <legend className="visually-hidden">Your homes</legend>
            {alerts.data.map((h) => (
              <label key={h.userPropertyId}>
                <input
                  type="checkbox"
                  checked={h.enabled}
                  disabled={savingAlert !== null}
                  onChange={(e) => dispatch(alertToggled({ userPropertyId: h.userPropertyId, enabled: e.target.checked }))}
                />
                {homeAddressLine(h)}
              </label>
            ))}
          </Choices>
        </Panel>
      )}
    </GuessLayout>
  );
}
