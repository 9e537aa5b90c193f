import { dispatchSessionChanged, dispatchToast, subscribeSessionChanged, subscribeToast } from './event-bus';
import { mockUser } from '../mock';

describe('event bus', () => {
  it('delivers a catalogued event to its subscriber with the payload', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeToast((p) => seen.push(`${p.kind}:${p.text}`));
    dispatchToast({ kind: 'success', text: 'Saved' });
    unsubscribe();
    expect(seen).toEqual(['success:Saved']);
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const unsubscribe = subscribeSessionChanged(handler);
    unsubscribe();
    dispatchSessionChanged({ reason: 'logout', user: null });
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores an event whose payload version it does not know', () => {
    const handler = jest.fn();
    const unsubscribe = subscribeSessionChanged(handler);
    window.dispatchEvent(new CustomEvent('hw:session-changed', { detail: { version: 99, payload: { reason: 'login', user: mockUser() } } }));
    window.dispatchEvent(new CustomEvent('hw:session-changed'));
    unsubscribe();
    expect(handler).not.toHaveBeenCalled();
  });
});
