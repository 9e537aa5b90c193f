import { useId } from 'react';
import styled from 'styled-components';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { Market } from './market.api';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

/** "North Ames" from the records' "North_Ames". */
export const neighborhoodName = (name: string) => name.replace(/_/g, ' ');

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    max-width: 100%;
    padding: 8px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The neighbourhood choice: each with its number of sales and median price, or the whole market. */
export function NeighborhoodFilter({
  neighborhoods,
  chosen,
  onChoose,
}: {
  neighborhoods: Market['neighborhoods'];
  chosen: string | null;
  onChoose: (neighborhood: string | null) => void;
}) {
  const id = useId();
  const sorted = [...neighborhoods].sort((a, b) => neighborhoodName(a.name).localeCompare(neighborhoodName(b.name)));
  const total = neighborhoods.reduce((n, h) => n + h.salesCount, 0);
  return (
    <Field>
      <label htmlFor={id}>Neighborhood</label>
      <select id={id} value={chosen ?? ''} onChange={(e) => onChoose(e.target.value || null)}>
        <option value="">All neighborhoods ({countOf(total, 'sale')})</option>
        {sorted.map((h) => (
          <option key={h.name} value={h.name}>
            {neighborhoodName(h.name)}: {countOf(h.salesCount, 'sale')}, median {formatDollars(h.medianPrice)}
          </option>
        ))}
      </select>
    </Field>
  );
}
