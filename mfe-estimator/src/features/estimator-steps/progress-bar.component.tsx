import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

const Wrapper = styled.div`
  margin-bottom: 28px;
  .label {
    display: flex;
    justify-content: space-between;
    margin-bottom: 8px;
    font-size: 0.9rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .track {
    height: 8px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.track};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    transition: width 0.3s ease;
  }
  ${media.reducedMotion} {
    .fill {
      transition: none;
    }
  }
`;

/** Where the user is in the flow: "Step 3 of 8" and a bar. The result page counts as the end. */
export function ProgressBar({ current, total }: { current: number; total: number }) {
  const percent = Math.round(((current - 1) / total) * 100);
  const text = `Step ${current} of ${total}`;
  return (
    <Wrapper>
      <div className="label">
        <span>{text}</span>
        <span>{percent}% done</span>
      </div>
      <div className="track" role="progressbar" aria-label="Estimate progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text}>
        <div className="fill" style={{ width: `${Math.max(percent, 4)}%` }} />
      </div>
    </Wrapper>
  );
}
