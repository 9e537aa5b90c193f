import styled from 'styled-components';
import type { SharedByAgent } from '@homeworth/shared-lib/domain';
import { formatPhone } from '@homeworth/shared-lib/domain';

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: center;
  padding: 16px;
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  p {
    margin: 2px 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    margin-right: 12px;
  }
`;

/** A Pro agent's card on the estimate they shared: name, photo, phone, email, their links and the branded PDF. */
export function SharedByAgentCard({ agent, pdfUrl }: { agent: SharedByAgent; pdfUrl: string }) {
  return (
    <Card aria-labelledby="shared-by-agent">
      {agent.imageUrl ? <img src={agent.imageUrl} alt={agent.name} /> : null}
      <div>
        <h2 id="shared-by-agent">Prepared for you by {agent.name}</h2>
        {agent.companyName ? <p>{agent.companyName}</p> : null}
        <p>
          {agent.phone ? <a href={`tel:+1${agent.phone}`}>Call {formatPhone(agent.phone)}</a> : null}
          <a href={`mailto:${agent.email}`}>Email {agent.email}</a>
          {agent.mlsLink ? (
            <a href={agent.mlsLink} target="_blank" rel="noopener noreferrer">
              Listings
            </a>
          ) : null}
          {agent.financingLink ? (
            <a href={agent.financingLink} target="_blank" rel="noopener noreferrer">
              Financing
            </a>
          ) : null}
          {agent.insuranceLink ? (
            <a href={agent.insuranceLink} target="_blank" rel="noopener noreferrer">
              Insurance
            </a>
          ) : null}
        </p>
        <p>
          <a href={pdfUrl} target="_blank" rel="noopener">
            Download this estimate as a PDF (new tab)
          </a>
        </p>
      </div>
    </Card>
  );
}
