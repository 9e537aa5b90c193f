import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { media, PillLinks, theme } from '@homeworth/shared-lib';
import { ReportPage, ReportPageHead } from '../../ui/report-page.component';
import { Block, formatDay, SampleBadge, Stats } from '../../ui/report-ui';
import type { GuessResult, SoldHome } from './guess.api';
import { formatDollars } from '@homeworth/shared-lib/domain';

const Tabs = styled.nav`
  margin: 0 0 16px;
`;
const Note = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
  flex-wrap: wrap;
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.quinaryTint};
`;

/** Panels of the game pages. */
export const Panel = styled(Block)`
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 12px;
  }
`;

const TABS = [
  { to: '/guess-the-sale-price', label: 'Play', end: true },
  { to: '/guess-the-sale-price/history', label: 'Your guesses' },
  { to: '/guess-the-sale-price/my-home-value', label: 'Your home’s value' },
  { to: '/guess-the-sale-price/search', label: 'Search sold homes' },
  { to: '/guess-the-sale-price/notifications', label: 'Notifications' },
];

/** The frame of every game page: heading, the game's tabs and the sample-data note. */
export function GuessLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <ReportPage>
      <ReportPageHead>
        <h1>{title}</h1>
        <p>{intro}</p>
      </ReportPageHead>
      <Tabs aria-label="Guess the sale price">
        <PillLinks>
          {TABS.map((t) => (
            <li key={t.to}>
              <NavLink to={t.to} end={t.end ?? false}>
                {t.label}
              </NavLink>
            </li>
          ))}
        </PillLinks>
      </Tabs>
      <Note>
        <SampleBadge>Sample data</SampleBadge>
        The sold homes, their prices and their sale dates are generated sample data, not public records.
      </Note>
      {children}
    </ReportPage>
  );
}

const Media = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin-bottom: 16px;
  ${media.below('xs')} {
    grid-template-columns: 1fr;
  }
  figure {
    margin: 0;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 10px;
  }
  figcaption {
    margin-top: 4px;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A drawn house where a listing photo would be (no photos in the sample data). */
function PhotoPlaceholder({ home }: { home: SoldHome }) {
  const id = useId();
  return (
    <figure>
      <svg viewBox="0 0 320 200" role="img" aria-labelledby={`${id}-t`}>
        <title id={`${id}-t`}>Photo placeholder: a drawing of a house, no photo of {home.address} is on file</title>
        <rect width="320" height="200" fill={theme.illustration.sky} />
        <rect y="150" width="320" height="50" fill={theme.illustration.grass} />
        <polygon points="90,95 160,45 230,95" fill={theme.illustration.roof} />
        <rect x="100" y="95" width="120" height="70" fill={theme.illustration.wall} />
        <rect x="148" y="125" width="24" height="40" fill={theme.colors.secondary} />
        <rect x="112" y="108" width="26" height="20" fill={theme.illustration.window} />
        <rect x="182" y="108" width="26" height="20" fill={theme.illustration.window} />
      </svg>
      <figcaption>Photo placeholder (no photo on file)</figcaption>
    </figure>
  );
}

/** A small schematic map: streets and the home's marker (the coordinates are the sample's). */
function MiniMap({ home }: { home: SoldHome }) {
  const id = useId();
  return (
    <figure>
      <svg viewBox="0 0 320 200" role="img" aria-labelledby={`${id}-t`}>
        <title id={`${id}-t`}>
          Map placeholder: {home.address} in {home.city}, {home.state} {home.zipCode}
        </title>
        <rect width="320" height="200" fill={theme.illustration.ground} />
        {[40, 100, 160].map((y) => (
          <rect key={`h${y}`} x="0" y={y} width="320" height="10" fill={theme.colors.onDark} />
        ))}
        {[50, 130, 210, 290].map((x) => (
          <rect key={`v${x}`} x={x} y="0" width="10" height="200" fill={theme.colors.onDark} />
        ))}
        <circle cx="170" cy="75" r="12" fill={theme.illustration.pin} stroke={theme.colors.onDark} strokeWidth="3" />
      </svg>
      <figcaption>
        Map placeholder: about {home.latitude.toFixed(3)}, {home.longitude.toFixed(3)}
      </figcaption>
    </figure>
  );
}

/** A sold home: photo and map placeholders and its facts (the price only once guessed). */
export function SoldHomeFacts({ home, headingLevel = 2 }: { home: SoldHome; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading>
        {home.address}, {home.city}, {home.state} {home.zipCode}
      </Heading>
      <p>Sold {formatDay(home.saleDate)}</p>
      <Media>
        <PhotoPlaceholder home={home} />
        <MiniMap home={home} />
      </Media>
      <Stats>
        <div>
          <dt>Bedrooms</dt>
          <dd>{home.bedrooms}</dd>
        </div>
        <div>
          <dt>Bathrooms</dt>
          <dd>{home.bathrooms}</dd>
        </div>
        <div>
          <dt>Living area</dt>
          <dd>{home.buildingArea.toLocaleString('en-US')} sq ft</dd>
        </div>
        <div>
          <dt>Lot</dt>
          <dd>{home.lotSize.toLocaleString('en-US')} sq ft</dd>
        </div>
        <div>
          <dt>Year built</dt>
          <dd>{home.yearBuilt}</dd>
        </div>
      </Stats>
    </>
  );
}

/** "8.2% too high ($32,000)". */
export function errorText(error: { dollars: number; percent: number }): string {
  if (error.dollars === 0) return 'spot on';
  return `${Math.abs(error.percent)}% too ${error.dollars > 0 ? 'high' : 'low'} (${formatDollars(Math.abs(error.dollars))})`;
}

const Result = styled.div`
  margin-top: 16px;
  padding: 16px 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.successTint};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: 12px;
    margin: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.secondary};
  }
  .score {
    font-size: 1.6rem;
  }
`;

/** The outcome of a guess: the real price (or the valuation of one's own home), the valuation, both errors and the score. */
export function GuessOutcome({ result }: { result: GuessResult }) {
  const own = result.kind === 'own-home';
  return (
    <Result role="status" data-testid="guess-result">
      <dl>
        <div>
          <dt>{own ? 'Our valuation' : 'Sold for'}</dt>
          <dd data-testid="actual-price">{formatDollars(result.actual)}</dd>
        </div>
        <div>
          <dt>Your guess</dt>
          <dd>
            {formatDollars(result.guess)}: {errorText(result.guessError)}
          </dd>
        </div>
        {result.valuationError ? (
          <div>
            <dt>Our valuation</dt>
            <dd>
              {formatDollars(result.valuation)}: {errorText(result.valuationError)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Your score</dt>
          <dd className="score" data-testid="guess-score">
            {result.score} / 100
          </dd>
        </div>
      </dl>
    </Result>
  );
}
