import { onboardingStep } from './onboarding-step';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, media } from '@homeworth/shared-lib';
// The one component that calls its api itself: the suggestions belong to one input (a page can show two
// searches at once) and live only while it is typed in, so a store-wide slice would mix them and keep them.
import { fetchSuggestions, lookupKukunId, parseTypedAddress, type AddressSuggestion } from './address-search.api';

/** What the search hands back once an address is identified. */
export interface FoundAddress extends Pick<AddressSuggestion, 'address' | 'city' | 'state' | 'zipCode'> {
  kukunId: number;
}

interface AddressSearchProps {
  /** Called with the identified address. */
  onFound: (found: FoundAddress) => void;
  label?: string;
  buttonText?: string;
  busy?: boolean;
  /** An address typed elsewhere (the landing page): searched for as soon as the field shows it. */
  initialText?: string;
}

/** Shown when the typed text is not a complete address. */
export const INCOMPLETE_ADDRESS_MESSAGE = 'Pick an address from the list, or type it as: 120 Oak Street, Austin, TX 78701.';

const Form = styled.form`
  position: relative;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  align-items: flex-end;
  .field {
    flex: 1 1 280px;
    display: flex;
    flex-direction: column;
    gap: 6px;
    position: relative;
  }
  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  input {
    font: inherit;
    min-height: 48px;
    padding: 8px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 1px;
  }
`;

const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 20;
  margin: 4px 0 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadows.list};
  max-height: 320px;
  overflow-y: auto;
  /* On a phone the button wraps under the field: an in-flow list pushes it down instead of covering it. */
  ${media.below('xs')} {
    position: static;
    max-height: 240px;
    box-shadow: none;
  }
  li {
    padding: 10px 14px;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  li.hint {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
    background: none;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-left: 6px;
  }
`;

const ErrorText = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/** Address search with autocomplete (ARIA combobox): US places and known properties. */
export function AddressSearch({ onFound, label = 'Property address', buttonText = 'See home report', busy = false, initialText = '' }: AddressSearchProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(text.trim().length >= 2);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const latest = useRef('');

  useEffect(() => {
    const query = text.trim();
    latest.current = query;
    if (query.length < 2) {
      setSuggestions([]);
      return undefined;
    }
    // Debounced so typing does not send a request per key.
    const timer = setTimeout(() => {
      fetchSuggestions(query)
        .then((list) => {
          if (latest.current === query) setSuggestions(list);
        })
        .catch(() => setSuggestions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);

  async function identify(address: Pick<AddressSuggestion, 'address' | 'city' | 'state' | 'zipCode'>) {
    setLooking(true);
    setError(null);
    const result = await lookupKukunId(address);
    setLooking(false);
    if (result.success) {
      onboardingStep('trigger', 'address-search');
      onFound({ ...address, kukunId: result.kukunId });
    } else setError(result.message);
  }

  // A complete address handed in is looked up at once; otherwise its suggestions are listed.
  const [handedIn] = useState(() => parseTypedAddress(initialText));
  const identifyRef = useRef(identify);
  identifyRef.current = identify;
  useEffect(() => {
    if (handedIn) void identifyRef.current(handedIn);
  }, [handedIn]);

  function choose(s: AddressSuggestion) {
    setText(s.label);
    setOpen(false);
    setActive(-1);
    void identify(s);
  }

  function submit() {
    if (active >= 0 && suggestions[active]) return choose(suggestions[active]);
    const exact = suggestions.find((s) => s.label.toLowerCase() === text.trim().toLowerCase());
    if (exact) return choose(exact);
    const typed = parseTypedAddress(text);
    if (!typed) return setError(INCOMPLETE_ADDRESS_MESSAGE);
    setOpen(false);
    void identify(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const listId = `${id}-list`;
  const showList = open && text.trim().length >= 2;
  const needsStreet = !/^\s*\d/.test(text);
  return (
    <Form
      role="search"
      aria-label="Find a home"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-input`}>{label}</label>
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          placeholder="120 Oak Street, Austin, TX 78701"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        {showList ? (
          <List id={listId} role="listbox" aria-label="Suggested addresses">
            {suggestions.map((s, i) => (
              // The ARIA combobox pattern: options are never focused, the input's keys (arrows, Enter) choose them.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li key={s.label} id={`${id}-opt-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(s)}>
                {s.label}
                {s.kukunId ? <small>Report available</small> : null}
              </li>
            ))}
            {suggestions.length === 0 || needsStreet ? (
              <li className="hint" role="option" aria-selected={false} aria-disabled="true">
                {needsStreet ? 'Start with the house number and street, then a comma and the city or ZIP code.' : 'Add a comma and the city or ZIP code.'}
              </li>
            ) : null}
          </List>
        ) : null}
      </div>
      <Button type="submit" loading={looking || busy}>
        {buttonText}
      </Button>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Form>
  );
}
