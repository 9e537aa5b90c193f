import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { createRemoteStore } from '@homeworth/shared-lib/remote';
import { rootReducer, rootSagas } from '../../app/root';
import { ClientForm, EMPTY } from './client-form.component';
import { addressSuggestionsFound } from './address-suggestions.slice';

const remote = createRemoteStore(rootReducer, rootSagas);
afterAll(() => remote.dispose());

const form = (resetKey: number) => (
  <Provider store={remote.store}>
    <MockProviders>
      <ClientForm title="Add a client" submitLabel="Add client" initial={EMPTY} busy={false} error={null} resetKey={resetKey} onSubmit={() => undefined} />
    </MockProviders>
  </Provider>
);

describe('ClientForm', () => {
  it('keeps what was typed until a new resetKey, then starts again from initial', () => {
    const { rerender } = render(form(0));
    const firstName = screen.getByLabelText(/First name/) as HTMLInputElement;
    fireEvent.change(firstName, { target: { value: 'Robin' } });
    rerender(form(0));
    expect(firstName.value).toBe('Robin');
    rerender(form(1));
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('');
  });

  it('lists the address suggestions of the store, and picking one fills street, city, state and zip code', () => {
    render(form(0));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Oak' } });
    act(() => {
      remote.store.dispatch(
        addressSuggestionsFound([{ label: '12 Oak St, Austin, TX 78701', address: '12 Oak St', city: 'Austin', state: 'TX', zipCode: '78701', kukunId: null }]),
      );
    });
    expect(document.querySelectorAll('datalist option')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Oak St, Austin, TX 78701' } });
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('12 Oak St');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Austin');
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('78701');
  });
});
