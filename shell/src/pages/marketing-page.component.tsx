import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion, Button, media } from '@homeworth/shared-lib';
import { ShellLink } from '../layout/shell-link';
import { CONTENT_URLS } from './content-urls';
import { loadPageContent, type ContentSection, type MarketingPage, type PageContent } from '@homeworth/shared-lib/marketing-pages';
import { PageHero } from './page-hero';

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 10px 22px;
    font-weight: 600;
    text-decoration: none;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
  }
  a:first-child {
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.primary};
  }
  a:first-child:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Body = styled.div`
  max-width: 1088px;
  margin: 0 auto;
  padding: 16px 24px 0;
  section {
    padding: 32px 0 8px;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p,
  li {
    max-width: 760px;
    font-size: 1.05rem;
  }
  small {
    display: block;
    margin-top: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.below('xs')} {
    padding: 8px 16px 0;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 20px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Stats = styled(Grid)`
  li {
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    font-size: 1.8rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Faqs = styled.div`
  max-width: 820px;
  > div {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: 40px;
  align-items: start;
  padding-top: 32px;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
`;

function Section({ section }: { section: ContentSection }) {
  return (
    <section id={section.id} aria-labelledby={section.id ? `${section.id}-h` : undefined}>
      <h2 id={section.id ? `${section.id}-h` : undefined}>{section.heading}</h2>
      {section.paragraphs?.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
      {section.bullets ? (
        <ul>
          {section.bullets.map((b) => (
            <li key={b.slice(0, 40)}>{b}</li>
          ))}
        </ul>
      ) : null}
      {section.stats ? (
        <Stats>
          {section.stats.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong>
              <p>{s.label}</p>
            </li>
          ))}
        </Stats>
      ) : null}
      {section.cards ? (
        <Grid>
          {section.cards.map((c) => (
            <li key={c.title}>
              <h3>{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </Grid>
      ) : null}
      {section.faqs ? (
        <Faqs>
          {section.faqs.map((f) => (
            <Accordion key={f.q} title={f.q} headingLevel={3} paddingBottom={16}>
              <p>{f.a}</p>
            </Accordion>
          ))}
        </Faqs>
      ) : null}
      {section.source ? <small>Source: {section.source}</small> : null}
    </section>
  );
}

function useContent(key: string | undefined): { content: PageContent | null; failed: boolean; retry: () => void } {
  const [state, setState] = useState<{ content: PageContent | null; failed: boolean }>({ content: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const url = key ? CONTENT_URLS[key] : undefined;
    setState({ content: null, failed: false });
    if (!url) return undefined;
    let current = true;
    loadPageContent(url).then(
      (content) => current && setState({ content, failed: false }),
      (error: unknown) => {
        console.error('[shell] page content failed to load', error);
        if (current) setState({ content: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** A product, industry or company page: the hero at once, then the body from its content file; `aside` sits beside the body. */
export function MarketingPageView({ page, aside, lead }: { page: MarketingPage; aside?: ReactNode; lead?: ReactNode }) {
  const { content, failed, retry } = useContent(page.content);
  const sections = content?.sections.map((s) => <Section key={s.heading} section={s} />);
  return (
    <article>
      <PageHero>
        <div>
          <p className="eyebrow">{page.eyebrow}</p>
          <h1>{page.title}</h1>
          <p className="lead">{page.lead}</p>
          {page.ctas ? (
            <Ctas>
              {page.ctas.map((cta) => (
                <ShellLink key={cta.href} href={cta.href}>
                  {cta.label}
                </ShellLink>
              ))}
            </Ctas>
          ) : null}
        </div>
      </PageHero>
      <Body aria-busy={!content && !failed && !!page.content}>
        {lead}
        {aside ? (
          <Split>
            <div>{aside}</div>
            <div>{sections}</div>
          </Split>
        ) : (
          sections
        )}
        {failed ? (
          <section role="alert">
            <p>The rest of this page could not be loaded.</p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </section>
        ) : null}
      </Body>
    </article>
  );
}
