import { useSearchParams } from 'react-router-dom';
import { useSelectedKukunId } from '../../shared/selected-home';

/** The home the owner flow is about: `?propertyId=` or `?kukunId=` (the spec's names), else the selected home. */
export function useClaimTargetId(): number | null {
  const [params] = useSearchParams();
  const selected = useSelectedKukunId();
  for (const key of ['propertyId', 'kukunId']) {
    const id = Number(params.get(key));
    if (Number.isInteger(id) && id > 0) return id;
  }
  return selected;
}

/** Path of a page of the owner flow for one home. */
export const ownerFlowPath = (page: 'are-you-the-home-owner' | 'verify-the-owner', kukunId: number) => `/${page}?propertyId=${kukunId}`;
