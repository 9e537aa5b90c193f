// Runs before every browser-side test file.
import { TextEncoder, TextDecoder } from 'node:util';
import { configure } from '@testing-library/react';
import { takeApiClientOffline } from '@homeworth/shared-lib/mock';
import { guardNetwork } from './network-guard';

// jsdom lacks these; react-router and axios expect them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy and waitFor wait up to 5 s (the library's default is 1 s): a lazy chunk's first import, transformed
// by jest, can take longer than a second on a busy two-core machine. Only a failing wait takes that long.
configure({ asyncUtilTimeout: 5000 });

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
