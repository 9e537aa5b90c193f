import { useEffect, useId, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { navigateTo, useSession } from '@homeworth/shared-lib';
import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib/domain';
import { ShellLink } from '../../layout/shell-link';
import { SIGNED_IN_HOME } from '../../routing/route-table';
import { LANDING_CONTENT_URL } from './landing-content-url';
import type { LandingContent } from './landing-content';
import { Page } from './landing-page.styles';

/** Where the address search opens: the properties page looks the typed address up. */
export const addressSearchUrl = (address: string) => `/properties?${new URLSearchParams({ address: address.trim() })}`;

function AddressLookup() {
  const id = useId();
  const [address, setAddress] = useState('');
  return (
    <form
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
    </form>
  );
}

const Links = ({ links, className }: { links: { href: string; label: string }[]; className?: string }) => (
  <ul className={className}>
    {links.map((link) => (
      <li key={link.href}>
        <ShellLink href={link.href}>{link.label}</ShellLink>
      </li>
    ))}
  </ul>
);

/** The copy below the hero; the page says nothing more until it arrives (a failure leaves the hero and search). */
function useLandingContent(): LandingContent | null {
  const [content, setContent] = useState<LandingContent | null>(null);
  useEffect(() => {
    fetch(LANDING_CONTENT_URL)
      .then((r) => (r.ok ? (r.json() as Promise<LandingContent>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(setContent, (error: unknown) => console.error('[shell] landing copy failed to load', error));
  }, []);
  return content;
}

const projects = ESTIMATOR_PROJECTS.filter((p) => !p.installation).map((p) => ({ href: `/${p.slug}`, label: p.displayName }));

/** `/` for a guest: what Homeworth does and for whom, the address search, the projects, a sample report and measured figures. */
export default function LandingPage() {
  const session = useSession();
  const c = useLandingContent();
  // Signed in here (another tab, one-tap): the dashboard is their home.
  useEffect(() => {
    if (session.isLoggedIn) navigateTo(SIGNED_IN_HOME, { replace: true });
  }, [session.isLoggedIn]);
  if (session.isLoggedIn) return null;

  return (
    <Page>
      <header>
        <h1>Buy and renovate to maximise your home equity</h1>
        <p>Remodel costs with what they return at sale, a report on any home, a maintenance plan, and tools for the agents and contractors who work with you.</p>
        <AddressLookup />
      </header>
      {c ? (
        <div>
          <h2>{c.audiencesHeading}</h2>
          <ul className="cards">
            {c.audiences.map((a) => (
              <li key={a.title}>
                <h3>{a.title}</h3>
                <p>{a.text}</p>
                <Links links={a.links} />
              </li>
            ))}
          </ul>
          <h2>Estimate a remodel: {projects.length} projects</h2>
          <p>{c.projectsLead}</p>
          <Links links={projects} className="chips" />
          <section className="sample" aria-labelledby="landing-sample">
            <p className="tag">{c.sample.tag}</p>
            <h2 id="landing-sample">{c.sample.heading}</h2>
            <p>{c.sample.text}</p>
            <ShellLink href={c.sample.link.href}>{c.sample.link.label}</ShellLink>
            <ShellLink href={c.sample.market.href}>{c.sample.market.label}</ShellLink>
          </section>
          <h2>{c.proof.heading}</h2>
          <ul className="stats">
            {c.proof.figures.map((f) => (
              <li key={f.value}>
                <strong>{f.value}</strong>
                <p>{f.label}</p>
                <small>Source: {f.source}</small>
              </li>
            ))}
          </ul>
          <ShellLink href={c.proof.link.href}>{c.proof.link.label}</ShellLink>
        </div>
      ) : null}
    </Page>
  );
}
