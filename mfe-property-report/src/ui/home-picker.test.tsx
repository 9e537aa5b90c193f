import { fireEvent, render, screen } from '@testing-library/react';
import { MockProviders } from '@homeworth/shared-lib/mock';
import { HomePicker } from './home-picker.component';
import type { UserHome } from '../shared/user-homes.api';

const home: UserHome = {
  userPropertyId: 3,
  claimed: false,
  isSavedAddress: false,
  isPaidAddress: false,
  tier: 'free',
  property: { propertyId: 11, kukunId: 11, address: '5 Elm Street', unitNumber: '', city: 'Austin', state: 'TX', zipCode: '78701' },
};

describe('the address dropdown', () => {
  it('keeps the fixed "+ New Address" entry with value new, and choosing it starts adding', () => {
    const onNew = jest.fn();
    render(
      <MockProviders>
        <HomePicker homes={[home]} selected={11} onSelect={jest.fn()} onNew={onNew} />
      </MockProviders>,
    );
    const option = screen.getByRole('option', { name: '+ New Address' }) as HTMLOptionElement;
    expect(option.value).toBe('new');
    fireEvent.change(screen.getByLabelText('Your homes'), { target: { value: 'new' } });
    expect(onNew).toHaveBeenCalled();
  });
});
