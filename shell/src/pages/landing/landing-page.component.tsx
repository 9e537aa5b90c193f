import { useEffect, useId, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { navigateTo, useSession } from '@homeworth/shared-lib';
import { ESTIMATOR_PROJECTS, RECORDED_MARKET } from '@homeworth/shared-lib/domain';
import { ShellLink } from '../../layout/shell-link';
import { SIGNED_IN_HOME } from '../../routing/route-table';
import { PageHero } from '../page-hero';
import { AUDIENCES } from './landing-content';
import { PROOF_FIGURES } from './proof-figures';
import { Body, Cards, Chips, Lookup, Sample, Stats } from './landing-page.styles';

/** Where the address search opens: the properties page looks the typed address up. */
export const addressSearchUrl = (address: string) => `/properties?${new URLSearchParams({ address: address.trim() })}`;

function AddressLookup() {
  const id = useId();
  const [address, setAddress] = useState('');
  return (
    <Lookup
      role="search"
      aria-label="Find a home"
      action="/properties"
      onSubmit={(event) => {
        event.preventDefault();
        if (address.trim()) navigateToUrl(addressSearchUrl(address));
      }}
    >
      <label htmlFor={id}>Address of any US home</label>
      <div>
        <input
          id={id}
          name="address"
          autoComplete="street-address"
          placeholder="120 Oak Street, Austin, TX 78701"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          required
        />
        <button type="submit">See home report</button>
      </div>
    </Lookup>
  );
}

/** `/` for a guest: what Homeworth does and for whom, the address search, the projects, a sample report and measured figures. */
export default function LandingPage() {
  const session = useSession();
  // Signed in here (another tab, one-tap): the dashboard is their home.
  useEffect(() => {
    if (session.isLoggedIn) navigateTo(SIGNED_IN_HOME, { replace: true });
  }, [session.isLoggedIn]);
  if (session.isLoggedIn) return null;

  const projects = ESTIMATOR_PROJECTS.filter((p) => !p.installation);
  return (
    <>
      <PageHero>
        <div>
          <p className="eyebrow">Homeworth</p>
          <h1>Buy and renovate to maximise your home equity</h1>
          <p className="lead">Remodel costs with what they return at sale, a report on any home, a maintenance plan, and tools for the agents and contractors who work with you.</p>
          <AddressLookup />
        </div>
      </PageHero>
      <Body>
        <section aria-labelledby="landing-who">
          <h2 id="landing-who">What Homeworth does for you</h2>
          <Cards>
            {AUDIENCES.map((audience) => (
              <li key={audience.title}>
                <h3>{audience.title}</h3>
                <p>{audience.text}</p>
                <ul>
                  {audience.links.map((link) => (
                    <li key={link.href}>
                      <ShellLink href={link.href}>{link.label}</ShellLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </Cards>
        </section>
        <section aria-labelledby="landing-projects">
          <h2 id="landing-projects">Estimate a remodel: {projects.length} projects</h2>
          <p>Choose a project for its cost in your state and the share of it a sale gives back.</p>
          <Chips>
            {projects.map((p) => (
              <li key={p.slug}>
                <ShellLink href={`/${p.slug}`}>{p.displayName}</ShellLink>
              </li>
            ))}
          </Chips>
        </section>
        <Sample aria-labelledby="landing-sample">
          <p className="tag">Sample data</p>
          <h2 id="landing-sample">See a home report before you sign up</h2>
          <p>A sample home’s value and five-year forecast, condition score, permits, comparable sales and the projects that pay off, built from sample data.</p>
          <ShellLink href="/sample-dashboard">Open the sample report</ShellLink>{' '}
          <ShellLink href={RECORDED_MARKET.path}>
            The {RECORDED_MARKET.city}, {RECORDED_MARKET.state} market from recorded sales
          </ShellLink>
        </Sample>
        <section aria-labelledby="landing-proof">
          <h2 id="landing-proof">Measured, not promised</h2>
          <Stats>
            {PROOF_FIGURES.map((figure) => (
              <li key={figure.value}>
                <strong>{figure.value}</strong>
                <p>{figure.label}</p>
                <small>Source: {figure.source}</small>
              </li>
            ))}
          </Stats>
          <p>
            <ShellLink href="/automated-valuation-model">How the home values are measured</ShellLink>
          </p>
        </section>
      </Body>
    </>
  );
}
