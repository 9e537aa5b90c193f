// Runs before every browser-side test file.
import { TextEncoder, TextDecoder } from 'node:util';

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
