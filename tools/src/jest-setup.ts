// Runs before every browser-side test file.
import { TextEncoder, TextDecoder } from 'node:util';
import { takeApiClientOffline } from '@homeworth/shared-lib/mock';
import { guardNetwork } from './network-guard';

// jsdom lacks these; react-router and axios expect them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  // Cookies belong to one test only.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  sessionStorage.clear();
  localStorage.clear();
});

// Unit tests never reach a server. The apps' HTTP client answers every request it was not
// given a stand-in for as if the browser were offline, and any socket a test still opens
// (fetch, a second HTTP library) is refused and fails that test.
beforeEach(takeApiClientOffline);
guardNetwork([]);
