import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import type { ReportAccessLevel, ReportAccessReason } from '@homeworth/shared-lib/domain';
import { unlockText, useAddressPrice } from '@homeworth/shared-lib/tier-offer';
import { Block } from '../../ui/report-ui';
import { unlockOffered } from './report-unlock.slice';

const Veil = styled.div`
  position: relative;
  margin-top: 12px;
  border-radius: 10px;
  overflow: hidden;
  /* Decorative bars drawn blurred: the API sent no data for this section, only its preview. */
  .bars {
    filter: blur(6px);
    padding: 16px;
    background: ${({ theme }) => theme.colors.background};
  }
  .bars span {
    display: block;
    height: 14px;
    margin: 10px 0;
    border-radius: 7px;
    background: ${({ theme }) => theme.colors.border};
  }
  .cta {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 10px;
    padding: 12px;
    text-align: center;
    background: ${({ theme }) => theme.overlays.veil};
  }
  .cta p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

/** A report block the caller's tier does not open: its title, a preview line, the unlock call to action, and any open part (children). */
export function LockedBlock({
  id,
  title,
  preview,
  requires,
  reason,
  children,
}: {
  id: string;
  title: string;
  preview: string;
  requires: ReportAccessLevel;
  reason: ReportAccessReason;
  children?: ReactNode;
}) {
  const dispatch = useDispatch();
  const price = useAddressPrice();
  return (
    <Block id={id} tabIndex={-1} aria-labelledby={`${id}-title`} data-locked="true">
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="lead">{preview}</p>
      <Veil>
        <div className="bars" aria-hidden="true">
          <span style={{ width: '92%' }} />
          <span style={{ width: '76%' }} />
          <span style={{ width: '84%' }} />
        </div>
        <div className="cta">
          <p data-testid="unlock-offer">{unlockText(requires, price)}</p>
          <Button onClick={() => dispatch(unlockOffered({ reason }))}>Unlock {title.toLowerCase()}</Button>
        </div>
      </Veil>
      {children}
    </Block>
  );
}
