import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, navigateTo, useSession } from '@homeworth/shared-lib';
import { adminLoadFailure, type AdminLoadFailure } from '../../shared/admin-access';
import { FormError } from '../../ui/auth-card.component';
import { Card, ContractorPage, SmallPrint } from '../../ui/contractor-ui';
import { claimDocumentFileUrl, decideClaimDocument, fetchClaimDocuments, type ClaimDocument, type ClaimDocumentStatus } from './admin-claim-documents.api';
import { AdminNav } from '../../ui/admin-nav.component';

/** The document review page's own path (under the account area's /user/*). */
export const ADMIN_CLAIM_DOCUMENTS_PATH = '/user/admin/claim-documents';

const Fields = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 12px;
  label {
    font-weight: 600;
  }
  textarea,
  select {
    font: inherit;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    max-width: 100%;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

const Wrap = styled.p`
  overflow-wrap: anywhere;
  margin: 4px 0;
`;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** One document: who sent it for which home, its file, and the decision. */
function DocumentCard({ doc, onDecided }: { doc: ClaimDocument; onDecided: (message: string) => void }) {
  const ids = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      await decideClaimDocument(doc.id, decision, note);
      onDecided(
        decision === 'approve'
          ? `Approved: ${doc.owner.name || doc.owner.email} now owns ${doc.home}. They were e-mailed.`
          : `Rejected the ${doc.kindLabel.toLowerCase()} for ${doc.home}. The sender was e-mailed.`,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The decision could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="article" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>
        {doc.kindLabel} for {doc.home}
      </h2>
      <Wrap>
        Sent by {doc.owner.name || 'a user'} ({doc.owner.email}) on {when(doc.submittedAt)} · {size(doc.sizeBytes)}
      </Wrap>
      <Wrap>
        <a href={claimDocumentFileUrl(doc.id)}>Open the {doc.kindLabel.toLowerCase()}</a> (downloads the file). Approve only when the name on it matches the sender and the address
        is this home.
      </Wrap>
      {doc.status === 'pending' ? (
        <Fields>
          <label htmlFor={`${ids}-note`}>Note to the sender if you reject (optional)</label>
          <textarea id={`${ids}-note`} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          {error ? <FormError role="alert">{error}</FormError> : null}
          <div className="actions">
            <Button onClick={() => void decide('approve')} loading={busy}>
              Approve ownership
            </Button>
            <Button variant="secondary" onClick={() => void decide('reject')} disabled={busy}>
              Reject
            </Button>
          </div>
        </Fields>
      ) : (
        <SmallPrint>
          {doc.status === 'approved' ? 'Approved' : 'Rejected'}
          {doc.reviewedAt ? ` on ${when(doc.reviewedAt)}` : ''}
          {doc.reviewNote ? `: ${doc.reviewNote}` : '.'}
        </SmallPrint>
      )}
    </Card>
  );
}

/** `/user/admin/claim-documents`: for admins, owners' deeds and tax bills to approve or reject. */
export function AdminClaimDocumentsPage() {
  const { isLoggedIn } = useSession();
  const ids = useId();
  const [status, setStatus] = useState<ClaimDocumentStatus>('pending');
  const [documents, setDocuments] = useState<ClaimDocument[] | null>(null);
  const [failure, setFailure] = useState<AdminLoadFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    fetchClaimDocuments(status).then(
      (docs) => {
        setDocuments(docs);
        setFailure(null);
      },
      (error: unknown) => setFailure(adminLoadFailure(error)),
    );
  }, [status]);
  useEffect(() => {
    if (!isLoggedIn) navigateTo(`/login?referrer=${ADMIN_CLAIM_DOCUMENTS_PATH}`, { replace: true });
    else load();
  }, [isLoggedIn, load]);

  return (
    <ContractorPage>
      <AdminNav />
      <h1>Ownership documents</h1>
      <p>Owners who cannot receive a code by post send their deed or tax bill. Approving one makes the sender the home’s verified owner.</p>
      {failure ? <FormError role="alert">{failure.error}</FormError> : null}
      {failure?.twoStepMissing ? <Link to="/user/edit-profile#two-step-nav">Set up two-step sign-in in your profile</Link> : null}
      <div role="status">{notice ? <p>{notice}</p> : null}</div>
      {failure?.forbidden ? null : (
        <>
          <Fields>
            <label htmlFor={`${ids}-status`}>Show</label>
            <select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.target.value as ClaimDocumentStatus)}>
              <option value="pending">Waiting for review</option>
              <option value="approved">Approved</option>
              <option value="rejected">Rejected</option>
              <option value="all">All</option>
            </select>
          </Fields>
          {documents === null ? (
            <div aria-busy="true" style={{ minHeight: '30vh' }} />
          ) : documents.length === 0 ? (
            <Card>
              <p>{status === 'pending' ? 'No documents are waiting for review.' : 'No documents here.'}</p>
            </Card>
          ) : (
            documents.map((doc) => (
              <DocumentCard
                key={doc.id}
                doc={doc}
                onDecided={(message) => {
                  setNotice(message);
                  load();
                }}
              />
            ))
          )}
        </>
      )}
    </ContractorPage>
  );
}
