import styled from 'styled-components';
import { ShellLink } from '../layout/shell-link';
import { usePathname } from '../layout/use-pathname';
import { appForPath } from '../routing/route-table';
import { MARKETING_PAGES } from './marketing-pages';

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: 56px 24px;
  h1 {
    font-size: 2.25rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.secondary};
    margin: 0 0 16px;
  }
  p {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 640px;
  }
`;

const Cta = styled(ShellLink)`
  display: inline-block;
  margin-top: 16px;
  padding: 12px 24px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

function marketingPageFor(pathname: string) {
  const path = pathname.toLowerCase().replace(/\/$/, '');
  return MARKETING_PAGES[path] ?? MARKETING_PAGES[`/${path.split('/')[1] ?? ''}`];
}

/** The shell's own pages: marketing pages for its routes, "page not found" for paths no app owns. */
export function ShellPages() {
  const pathname = usePathname();
  const owner = appForPath(pathname);
  if (owner !== null && owner !== 'shell') return null;
  const page = owner === 'shell' ? marketingPageFor(pathname) : undefined;
  if (page) {
    return (
      <Page>
        <h1>{page.title}</h1>
        <p>{page.lead}</p>
        {page.cta ? <Cta href={page.cta.href}>{page.cta.label}</Cta> : null}
      </Page>
    );
  }
  return (
    <Page>
      <h1>We couldn’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <Cta href="/dashboard">Go to your home dashboard</Cta>
    </Page>
  );
}
