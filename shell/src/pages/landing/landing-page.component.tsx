import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { Button, Card, Page, PillLinks, SampleBadge, TextField, navigateTo, useSession } from '@homeworth/shared-lib';
import { ESTIMATOR_PROJECTS } from '@homeworth/shared-lib/domain';
import { ShellLink } from '../../layout/shell-link';
import { LANDING_TITLE, SIGNED_IN_HOME } from '../../routing/route-table';
import { LANDING_CONTENT_URL } from './landing-content-url';
import type { LandingContent } from './landing-content';
import { Grid } from './landing-page.styles';

/** Where the address search opens: the properties page looks the typed address up. */
export const addressSearchUrl = (address: string) => `/properties?${new URLSearchParams({ address: address.trim() })}`;

function AddressLookup() {
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
      <TextField
        label="Address of any US home"
        name="address"
        autoComplete="street-address"
        placeholder="120 Oak Street, Austin, TX 78701"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        required
      />
      <Button type="submit">See home report</Button>
    </form>
  );
}

const Links = ({ links, as: List = 'ul' }: { links: { href: string; label: string }[]; as?: typeof PillLinks | 'ul' }) => (
  <List>
    {links.map((link) => (
      <li key={link.href}>
        <ShellLink href={link.href}>{link.label}</ShellLink>
      </li>
    ))}
  </List>
);

/** The copy below the hero; the page says nothing more until it arrives (a failure leaves the hero and search). */
function useLandingContent(): LandingContent | null {
  const [content, setContent] = useState<LandingContent | null>(null);
  useEffect(() => {
    fetch(LANDING_CONTENT_URL)
      .then((r) => (r.ok ? (r.json() as Promise<LandingContent>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(setContent, (error: unknown) => console.error('[shell] landing copy', error));
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
      <h1>{LANDING_TITLE}</h1>
      <p className="lead">{c?.lead}</p>
      <AddressLookup />
      {c ? (
        <>
          <h2>{c.audiencesHeading}</h2>
          <Grid>
            {c.audiences.map((a) => (
              <Card key={a.title} as="div">
                <h3>{a.title}</h3>
                <p>{a.text}</p>
                <Links links={a.links} />
              </Card>
            ))}
          </Grid>
          <h2>Estimate a remodel: {projects.length} projects</h2>
          <p>{c.projectsLead}</p>
          <Links links={projects} as={PillLinks} />
          <Card aria-labelledby="landing-sample">
            <SampleBadge>{c.sample.tag}</SampleBadge>
            <h2 id="landing-sample">{c.sample.heading}</h2>
            <p>{c.sample.text}</p>
            <Links links={[c.sample.link, c.sample.market]} />
          </Card>
          <h2>{c.proof.heading}</h2>
          <Grid>
            {c.proof.figures.map((f) => (
              <Card key={f.value} as="div">
                <strong>{f.value}</strong>
                <p>{f.label}</p>
                <small>Source: {f.source}</small>
              </Card>
            ))}
          </Grid>
          <ShellLink href={c.proof.link.href}>{c.proof.link.label}</ShellLink>
        </>
      ) : null}
    </Page>
  );
}
