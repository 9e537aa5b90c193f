import { useState } from 'react';
import styled from 'styled-components';
import { TextField, media } from '@homeworth/shared-lib';
import { monthlyPayment } from './loan-payment';
import { formatDollars } from '@homeworth/shared-lib/domain';

const Box = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  margin-top: 32px;
  padding: 28px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  box-shadow: ${({ theme }) => theme.shadow};
  ${media.below('tablet')} {
    grid-template-columns: 1fr;
    padding: 20px 16px;
  }
`;

const Result = styled.output`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 24px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  strong {
    font-size: 2.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Monthly payment and total interest of a home improvement loan, as the visitor types. */
export function LoanCalculator() {
  const [amount, setAmount] = useState('40000');
  const [rate, setRate] = useState('8.5');
  const [years, setYears] = useState('10');
  const payment = monthlyPayment(Number(amount), Number(rate), Number(years));
  const interest = payment > 0 ? payment * Math.round(Number(years) * 12) - Number(amount) : 0;
  return (
    <Box>
      <div>
        <TextField label="Loan amount ($)" type="number" min={0} step={1000} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <TextField label="Annual interest rate (%)" type="number" min={0} max={40} step={0.1} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
        <TextField label="Term (years)" type="number" min={1} max={30} step={1} inputMode="numeric" value={years} onChange={(e) => setYears(e.target.value)} />
      </div>
      <Result aria-live="polite" data-testid="loan-payment">
        <span>Estimated monthly payment</span>
        <strong>{formatDollars(payment)}</strong>
        <span>Total interest over the term: {formatDollars(Math.max(0, interest))}</span>
      </Result>
    </Box>
  );
}
