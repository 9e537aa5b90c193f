import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';
import { type StepOption } from '@homeworth/shared-lib/domain';

// Native radio and checkbox inputs styled as large cards: arrow keys, Space and
// screen readers work as they do for any form, with no custom key handling.

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  ${media.below('xs')} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.label`
  position: relative;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  min-height: 72px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  cursor: pointer;
  transition:
    border-color 0.15s,
    box-shadow 0.15s,
    background 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.05rem;
  }
  span {
    display: block;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.92rem;
  }
`;

interface OptionCardsProps {
  name: string;
  options: readonly StepOption[];
  multiple: boolean;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  describedBy?: string;
}

/** A group of option cards: radio cards for one choice, checkbox cards for several. */
export function OptionCards({ name, options, multiple, selected, onChange, describedBy }: OptionCardsProps) {
  const toggle = (value: string, checked: boolean) => {
    if (!multiple) return onChange([value]);
    onChange(checked ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value));
  };
  return (
    <Grid>
      {options.map((option) => (
        <Card key={option.value}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={(e) => toggle(option.value, e.target.checked)}
            aria-describedby={describedBy}
          />
          <div>
            <strong>{option.label}</strong>
            {option.description ? <span>{option.description}</span> : null}
          </div>
        </Card>
      ))}
    </Grid>
  );
}
