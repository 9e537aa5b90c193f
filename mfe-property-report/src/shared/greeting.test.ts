import { dashboardGreeting, greetedBefore, rememberGreeted } from './greeting';

describe('dashboard greeting', () => {
  beforeEach(() => localStorage.clear());

  it('says "Welcome" on a first visit and "Welcome back" on a return', () => {
    expect(dashboardGreeting('Ava', false)).toBe('Welcome, Ava');
    expect(dashboardGreeting('Ava', true)).toBe('Welcome back, Ava');
  });

  it('remembers per account whether the dashboard greeted it here', () => {
    expect(greetedBefore(7)).toBe(false);
    rememberGreeted(7);
    expect(greetedBefore(7)).toBe(true);
    expect(greetedBefore(8)).toBe(false);
  });
});
