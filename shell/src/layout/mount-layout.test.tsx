import { mountLayout } from './mount-layout';

describe('page frames left by the server', () => {
  it('stay until the first route is mounted, then any frame no app replaced is removed', () => {
    document.body.innerHTML = '<div id="area-mfe-account"><section data-hw-frame><h1>Sign in</h1></section></div><div id="other"><p>kept</p></div>';
    mountLayout();
    expect(document.querySelector('[data-hw-frame]')).not.toBeNull();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(document.querySelector('[data-hw-frame]')).toBeNull();
    expect(document.getElementById('area-mfe-account')!.innerHTML).toBe('');
    expect(document.getElementById('other')!.textContent).toBe('kept');
  });
});
