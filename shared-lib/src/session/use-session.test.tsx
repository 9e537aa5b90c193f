import { act, render, screen } from '@testing-library/react';
import { useSession } from './use-session';
import { mockSignIn, mockSignOut } from '../mock';
import { USER_PROFILE_COOKIE } from './session';
import { writeCookie } from './cookies';

function Who() {
  const session = useSession();
  return <p>{session.isLoggedIn ? `Hi, ${session.displayName}` : 'Guest'}</p>;
}

describe('useSession', () => {
  it('follows sign-in and sign-out announced by any app', () => {
    render(<Who />);
    expect(screen.getByText('Guest')).toBeTruthy();
    act(() => void mockSignIn({ userFirstName: 'Ira' }));
    expect(screen.getByText('Hi, Ira')).toBeTruthy();
    act(() => mockSignOut());
    expect(screen.getByText('Guest')).toBeTruthy();
  });

  it('does not miss a change made between its first render and its subscription', () => {
    let writeDuringRender = true;
    function Racer() {
      // Simulates the session being refreshed (cookie written, event sent) after this render read it.
      const session = useSession();
      if (writeDuringRender) {
        writeDuringRender = false;
        writeCookie(
          USER_PROFILE_COOKIE,
          JSON.stringify({
            userId: 9,
            userEmail: 'r@example.com',
            userFirstName: 'Rae',
            userLastName: 'X',
            displayName: 'Rae',
            roleId: 2,
            userRole: 'STANDARD',
            accountStatus: 'VERIFIED',
          }),
        );
      }
      return <p>{session.isLoggedIn ? `Hi, ${session.displayName}` : 'Guest'}</p>;
    }
    render(<Racer />);
    expect(screen.getByText('Hi, Rae')).toBeTruthy();
  });
});
