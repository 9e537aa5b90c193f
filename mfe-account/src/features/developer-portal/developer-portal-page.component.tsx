import { useEffect, useState, type ReactElement } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Page, useSession } from '@homeworth/shared-lib';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { FormError } from '../../ui/auth-card.component';
import { Notice } from '../../ui/notice.component';
import type { DeveloperOrganization } from './developer-portal.api';
import { developerPortalSaga } from './developer-portal.saga';
import { developerPortalSlice, portalOpened, usePortalState } from './developer-portal.slice';
import { DocsSection } from './docs-section.component';
import { KeysSection } from './keys-section.component';
import { CreateOrganization, OrganizationSection } from './organization-section.component';
import { SignedOutIntro } from './signed-out-intro.component';
import { UsageSection } from './usage-section.component';
import { WidgetSection } from './widget-section.component';

const Tabs = styled.nav`
  margin: 0 0 16px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 10px 4px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.secondary};
    text-decoration: none;
    border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

const SECTIONS = [
  { to: '/developers', label: 'Overview' },
  { to: '/developers/keys', label: 'Keys' },
  { to: '/developers/usage', label: 'Usage' },
  { to: '/developers/widget', label: 'Widget' },
  { to: '/developers/docs', label: 'Docs' },
] as const;

function SignedInPortal() {
  const dispatch = useDispatch();
  const { loaded, organization, error, notice } = usePortalState('loaded', 'organization', 'error', 'notice');
  useEffect(() => {
    dispatch(portalOpened());
  }, [dispatch]);

  // Every page but the docs belongs to the organisation: until there is one, they ask for it.
  const ofOrganization = (page: (organization: DeveloperOrganization) => ReactElement) =>
    !loaded ? <div aria-busy="true" style={{ minHeight: '30vh' }} /> : organization ? page(organization) : <CreateOrganization />;
  return (
    <>
      <Tabs aria-label="Developer portal">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <div role="status">{notice ? <Notice>{notice}</Notice> : null}</div>
      <Routes>
        <Route
          index
          element={ofOrganization((o) => (
            <OrganizationSection organization={o} />
          ))}
        />
        <Route
          path="keys"
          element={ofOrganization(() => (
            <KeysSection />
          ))}
        />
        <Route
          path="usage"
          element={ofOrganization((o) => (
            <UsageSection organization={o} />
          ))}
        />
        <Route
          path="widget"
          element={ofOrganization((o) => (
            <WidgetSection organization={o} />
          ))}
        />
        <Route path="docs" element={<DocsSection />} />
        <Route path="*" element={<p>This page of the developer portal does not exist.</p>} />
      </Routes>
    </>
  );
}

function SignedOutPortal() {
  return (
    <Routes>
      {/* The reference is public: a developer can judge the API before signing up. */}
      <Route path="docs" element={<DocsSection />} />
      <Route path="*" element={<SignedOutIntro />} />
    </Routes>
  );
}

/**
 * `/developers/*`: the developer portal. It has its own store and saga, made when it opens, so that
 * nothing of it is in the account area's first load (the page itself is loaded on demand).
 */
export function DeveloperPortalPage() {
  const { isLoggedIn } = useSession();
  const [portal] = useState(() => createRemoteStore(developerPortalSlice.reducer, [developerPortalSaga]));
  useEffect(() => () => portal.dispose(), [portal]);
  return (
    <Provider store={portal.store}>
      <Page>
        <h1>Developer portal</h1>
        {isLoggedIn ? <SignedInPortal /> : <SignedOutPortal />}
      </Page>
    </Provider>
  );
}
