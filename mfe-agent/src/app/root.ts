import { sessionMirrorSaga } from '@homeworth/shared-lib/remote';
import { paymentWallSaga } from '../features/payment-wall/payment-wall.saga';
import { agentClientsSaga } from '../features/agent-clients/agent-clients.saga';
import { clientDetailSaga } from '../features/clients/client-detail.saga';
import { importFileSaga } from '../features/import-file/import-file.saga';
import { engagementSaga } from '../features/activity/engagement.saga';
import { brandedShareSaga } from '../features/branded-share/branded-share.saga';
import { agentProfileSaga } from '../features/agent-profile/agent-profile.saga';
import { invitationsSaga } from '../features/agent-clients/invitations.saga';
import { addressSuggestionsSaga } from '../shared/client-form/address-suggestions.saga';

export { rootReducer, type AgentState } from './root-reducer';

export const rootSagas = [
  sessionMirrorSaga,
  paymentWallSaga,
  agentClientsSaga,
  clientDetailSaga,
  importFileSaga,
  engagementSaga,
  brandedShareSaga,
  agentProfileSaga,
  addressSuggestionsSaga,
  invitationsSaga,
];
