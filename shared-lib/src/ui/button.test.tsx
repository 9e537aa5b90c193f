import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { MockProviders } from '../mock';

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    const onClick = jest.fn();
    render(
      <MockProviders>
        <Button loading onClick={onClick}>
          Save
        </Button>
      </MockProviders>,
    );
    const button = screen.getByRole('button');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
