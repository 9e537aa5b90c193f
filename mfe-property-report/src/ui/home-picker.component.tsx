import { useId } from 'react';
import styled from 'styled-components';
import type { UserHome } from '../shared/user-homes.api';

/** Value of the fixed entry of the address dropdown. */
export const NEW_ADDRESS_VALUE = 'new';
/** Label of the fixed entry of the address dropdown. */
export const NEW_ADDRESS_LABEL = '+ New Address';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 260px;
  flex: 1 1 320px;
  max-width: 520px;
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 48px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
  }
`;

/** The address dropdown: the user's homes and the fixed "+ New Address" entry. */
export function HomePicker({ homes, selected, onSelect, onNew }: { homes: UserHome[]; selected: number | null; onSelect: (home: UserHome) => void; onNew: () => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Your homes</label>
      <select
        id={id}
        value={selected ?? ''}
        onChange={(e) => {
          if (e.target.value === NEW_ADDRESS_VALUE) return onNew();
          const home = homes.find((h) => String(h.property.kukunId) === e.target.value);
          if (home) onSelect(home);
        }}
      >
        {homes.map((h) => (
          <option key={h.userPropertyId} value={h.property.kukunId}>
            {h.property.address}, {h.property.city}, {h.property.state} {h.property.zipCode}
          </option>
        ))}
        <option value={NEW_ADDRESS_VALUE}>{NEW_ADDRESS_LABEL}</option>
      </select>
    </Field>
  );
}
