import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';
import { Button, Modal, TextField, theme } from '@homeworth/shared-lib';
import { REMOTE_OVERRIDES_KEY } from '@homeworth/shared-lib/domain';
import type { RemoteOverrides } from './remote-overrides';

/** Stores this browser's overrides (an empty set removes them) and reloads the page to apply them. */
function saveOverrides(overrides: Record<string, string>): void {
  if (Object.keys(overrides).length) window.localStorage.setItem(REMOTE_OVERRIDES_KEY, JSON.stringify(overrides));
  else window.localStorage.removeItem(REMOTE_OVERRIDES_KEY);
  window.location.reload();
}

// The remote devtools (loaded only when an override is in force or the panel is asked for): a banner that
// always says which remotes this browser loads from elsewhere, and a panel that sets and clears overrides.

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.primaryPale};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 2px solid ${({ theme }) => theme.colors.warning};
  font-size: 0.9375rem;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function OverrideBanner({ overrides, onOpenPanel }: { overrides: RemoteOverrides; onOpenPanel: () => void }) {
  const { active } = overrides;
  return (
    <Banner aria-label="Remote overrides">
      {Object.entries(active).map(([name, url]) => (
        <p key={name}>
          Testing {name} from {url}
        </p>
      ))}
      <Button variant="secondary" onClick={() => saveOverrides({})}>
        Reset
      </Button>
      <Button variant="link" onClick={onOpenPanel}>
        Remote devtools
      </Button>
    </Banner>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 12px;
  text-align: left;
  p {
    margin: 0 0 4px;
  }
`;

function DevtoolsPanel({ overrides, onClose }: { overrides: RemoteOverrides; onClose: () => void }) {
  const { active, stable, allowedOrigins } = overrides;
  const [urls, setUrls] = useState<Record<string, string>>(() => ({ ...active }));
  const names = Object.keys(stable).sort();
  const save = () =>
    saveOverrides(
      Object.fromEntries(
        Object.entries(urls)
          .filter(([, url]) => url.trim() !== '')
          .map(([name, url]) => [name, url.trim()]),
      ),
    );
  return (
    <Modal
      open
      onClose={onClose}
      title="Remote devtools"
      actions={
        <>
          <Button onClick={save}>Save and reload</Button>
          <Button variant="secondary" onClick={() => saveOverrides({})}>
            Reset all
          </Button>
        </>
      }
    >
      <Fields>
        <p>Point a remote at another build in this browser only. Allowed origins: {allowedOrigins.length ? allowedOrigins.join(', ') : 'none (overrides are off on this site)'}.</p>
        {names.map((name) => (
          <TextField
            key={name}
            label={`${name} manifest URL`}
            placeholder={stable[name]}
            value={urls[name] ?? ''}
            onChange={(event) => setUrls((current) => ({ ...current, [name]: event.target.value }))}
          />
        ))}
      </Fields>
    </Modal>
  );
}

let bannerRoot: Root | null = null;
let panelRoot: Root | null = null;

function rootIn(id: string, before: Element | null): Root {
  const el = document.createElement('div');
  el.id = id;
  document.body.insertBefore(el, before);
  return createRoot(el);
}

/** Opens the panel (once; a second request while open does nothing). */
export function openDevtoolsPanel(overrides: RemoteOverrides): void {
  if (panelRoot) return;
  panelRoot = rootIn('hw-remote-devtools', null);
  const close = () => {
    panelRoot?.unmount();
    document.getElementById('hw-remote-devtools')?.remove();
    panelRoot = null;
  };
  panelRoot.render(
    <ThemeProvider theme={theme}>
      <DevtoolsPanel overrides={overrides} onClose={close} />
    </ThemeProvider>,
  );
}

/** Shows the override banner right under the page's header (its skip link stays the first thing to tab to). */
export function showOverrideBanner(overrides: RemoteOverrides): void {
  bannerRoot ??= rootIn('hw-override-banner', document.getElementById('shell-banner'));
  bannerRoot.render(
    <ThemeProvider theme={theme}>
      <OverrideBanner overrides={overrides} onOpenPanel={() => openDevtoolsPanel(overrides)} />
    </ThemeProvider>,
  );
}

/** What the page asked for: the banner while an override is in force; the panel on `?devtools=1` or the shortcut (`event`). */
export function startDevtools(overrides: RemoteOverrides, event?: KeyboardEvent): void {
  if (event) return openDevtoolsPanel(overrides);
  if (Object.keys(overrides.active).length) showOverrideBanner(overrides);
  const url = new URL(window.location.href);
  if (url.searchParams.get('devtools') !== '1') return;
  // Asked for once: saving reloads the page, which must not open the panel again.
  url.searchParams.delete('devtools');
  window.history.replaceState(window.history.state, '', url);
  openDevtoolsPanel(overrides);
}
