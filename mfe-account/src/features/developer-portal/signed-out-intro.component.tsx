import { Link } from 'react-router-dom';
import { ButtonLink } from '../../ui/button-link.component';
import { Card, CardGrid } from '../../ui/contractor-ui';
import { Actions } from '../../ui/notice.component';
import { DATA_PRODUCTS, TRIAL_PLAN } from './data-products';

/** Where sign-in and sign-up come back to. */
export const PORTAL_PATH = '/developers';

/** What a signed-out visitor sees: the data products and a way in that returns here. */
export function SignedOutIntro() {
  return (
    <>
      <p className="lead">
        Property, valuation, condition, permit, renovation-cost and market data for lenders, insurers and brokers, through one keyed API. Start free:{' '}
        {TRIAL_PLAN.callsPerMonth.toLocaleString('en-US')} calls a month, no card needed.
      </p>
      <Actions>
        <ButtonLink to={`/signup?referrer=${PORTAL_PATH}`}>Create an account</ButtonLink>
        <Link to={`/login?referrer=${PORTAL_PATH}`}>Sign in to the developer portal</Link>
      </Actions>
      <section aria-labelledby="data-products-heading">
        <h2 id="data-products-heading">Data products</h2>
        <CardGrid>
          {DATA_PRODUCTS.map((product) => (
            <Card key={product.name} aria-label={product.name}>
              <h3>{product.name}</h3>
              <p>{product.text}</p>
            </Card>
          ))}
        </CardGrid>
        <p>
          <Link to={`${PORTAL_PATH}/docs`}>Read the API reference</Link>
        </p>
      </section>
    </>
  );
}
