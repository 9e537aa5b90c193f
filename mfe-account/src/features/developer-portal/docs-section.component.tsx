import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Card, SmallPrint } from '../../ui/contractor-ui';
import { FormError } from '../../ui/auth-card.component';
import { CodeBlock } from './code-block.component';
import { docsRequested, usePortalState } from './developer-portal.slice';
import { KEY_VARIABLE, type DocOperation } from './openapi-snippets';

const Route = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 12px 0;
  summary {
    cursor: pointer;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  h3 {
    font-size: 1rem;
    margin: 16px 0 4px;
  }
`;

const OPENAPI_URL = '/api/data/v1/openapi.json';

function Operation({ operation }: { operation: DocOperation }) {
  const name = `${operation.method} ${operation.path}`;
  return (
    <Route>
      <summary>
        <code>{name}</code>: {operation.summary}
      </summary>
      {operation.description ? <p>{operation.description}</p> : null}
      <h3>curl</h3>
      <CodeBlock code={operation.snippets.curl} label={`curl example of ${name}`} />
      <h3>JavaScript</h3>
      <CodeBlock code={operation.snippets.javascript} label={`JavaScript example of ${name}`} />
      <h3>Python</h3>
      <CodeBlock code={operation.snippets.python} label={`Python example of ${name}`} />
      {operation.answerExample ? (
        <>
          <h3>Example answer</h3>
          <CodeBlock code={operation.answerExample} label={`Example answer of ${name}`} />
        </>
      ) : null}
    </Route>
  );
}

/** `/developers/docs`: how to call the data API, with examples made from its OpenAPI document as deployed. */
export function DocsSection() {
  const dispatch = useDispatch();
  const { docs, docsError } = usePortalState('docs', 'docsError');
  useEffect(() => {
    dispatch(docsRequested());
  }, [dispatch]);

  return (
    <Card aria-labelledby="docs-heading">
      <h2 id="docs-heading">Data API reference</h2>
      <p>
        Send your secret key in the <code>X-Api-Key</code> header (or <code>Authorization: Bearer</code>). The examples read it from the <code>{KEY_VARIABLE}</code> environment
        variable: keep it out of your code and out of browsers.
      </p>
      <p>
        Every answer carries <code>RateLimit-Policy</code> and <code>RateLimit</code> headers. Over your rate or monthly quota you get 429 with <code>Retry-After</code> (seconds to
        wait) and the code <code>RATE_LIMITED</code> or <code>QUOTA_EXHAUSTED</code>; a revoked or expired key gets 401 <code>API_KEY_INVALID</code>.
      </p>
      <p>
        <a href={OPENAPI_URL}>The OpenAPI 3.1 document</a>
      </p>
      {docsError ? <FormError role="alert">The reference could not be loaded: {docsError}</FormError> : null}
      {docs === null && !docsError ? <p role="status">Loading the reference…</p> : null}
      {docs?.map((operation) => (
        <Operation key={operation.id} operation={operation} />
      ))}
      <SmallPrint>Examples are generated from the OpenAPI document, so they always match the routes as deployed.</SmallPrint>
    </Card>
  );
}
