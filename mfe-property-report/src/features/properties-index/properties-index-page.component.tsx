import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PropertyReportState } from '../../app/root';
import { AddressSearch } from '../../shared/address-search.component';
import { ReportPage, ReportPageHead } from '../../ui/report-page.component';
import { Block, SampleBadge } from '../../ui/report-ui';
import { readRecentlyViewed } from '../../shared/recently-viewed';
import { addressLines, YourHomeCard } from './your-home-card.component';
import { OutOfAddressModal } from '../../ui/out-of-address-modal.component';
import { outOfAddressesDismissed } from '../../shared/user-homes.slice';

/** A part of the page: the report's section card, its heading on one line with its badge. */
const Panel = styled(Block)`
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
    display: flex;
    gap: 10px;
    align-items: center;
    flex-wrap: wrap;
  }
  p {
    margin: 0 0 12px;
  }
`;

const HomeList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  a {
    display: block;
    padding: 14px 16px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.background};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${addressLines}
`;

const HomeCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const homeLabel = (h: { address: string; city: string; state: string; zipCode: string }) => (
  <>
    <span className="street">{h.address}</span>
    <span className="place">
      {h.city}, {h.state} {h.zipCode}
    </span>
  </>
);

/** `/properties` (footer link "Properties"): find a home's report, the user's homes, and the ones viewed recently. */
export function PropertiesIndexPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const homes = useSelector((s: PropertyReportState) => (s.session.current?.isLoggedIn ? s.userHomes.homes : []));
  const { limits, outOfAddresses } = useSelector((s: PropertyReportState) => s.userHomes);
  const [viewed] = useState(readRecentlyViewed);
  // The landing page's search arrives as ?address=: looked up at once.
  const [params] = useSearchParams();
  return (
    <ReportPage>
      <ReportPageHead>
        <h1>Properties</h1>
        <p>Look up any US home: its estimated value, 5-year forecast, condition score, permits and neighborhood.</p>
      </ReportPageHead>
      <Panel aria-labelledby="find-home">
        <h2 id="find-home">Find a home</h2>
        <AddressSearch buttonText="Open report" initialText={params.get('address') ?? ''} onFound={(f) => navigate(`/properties/${f.kukunId}`)} />
      </Panel>
      {homes.length > 0 ? (
        <Panel aria-labelledby="your-homes">
          <h2 id="your-homes">Your homes</h2>
          {limits ? (
            <p data-testid="addresses-left">
              Addresses left to add or upgrade a home: <strong>{limits.addressRemainingCount}</strong>
            </p>
          ) : null}
          <HomeCards>
            {homes.map((h) => (
              <li key={h.userPropertyId}>
                <YourHomeCard home={h} />
              </li>
            ))}
          </HomeCards>
        </Panel>
      ) : null}
      {viewed.length > 0 ? (
        <Panel aria-labelledby="recently-viewed">
          <h2 id="recently-viewed">Recently viewed</h2>
          <HomeList>
            {viewed.map((h) => (
              <li key={h.kukunId}>
                <Link to={`/properties/${h.kukunId}`}>{homeLabel(h)}</Link>
              </li>
            ))}
          </HomeList>
        </Panel>
      ) : null}
      <OutOfAddressModal open={outOfAddresses} onClose={() => dispatch(outOfAddressesDismissed())} referrer="/properties" />
      <Panel aria-labelledby="more-tools">
        <h2 id="more-tools">More for your homes</h2>
        <ul>
          <li>
            <Link to="/ihome-report-history">Report history</Link>: every home report you opened or bought
          </li>
          <li>
            <Link to="/update-your-home">Update your home</Link>: correct your home’s facts as its verified owner
          </li>
          <li>
            <Link to="/guess-the-sale-price">Guess the sale price</Link> of homes that just sold, or the value of your own
          </li>
        </ul>
      </Panel>
      <Panel aria-labelledby="sample-home">
        <h2 id="sample-home">
          A sample home <SampleBadge>Sample data</SampleBadge>
        </h2>
        <p>See every section of a home report on a sample home before you look up your own. Its facts are generated sample data, not public records.</p>
        <Link to="/sample-dashboard">Open the sample home report</Link>
      </Panel>
    </ReportPage>
  );
}
