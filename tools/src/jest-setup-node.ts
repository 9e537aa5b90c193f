// Runs before every API and tools test file: their real servers (the SMTP catcher,
// PostgreSQL, small HTTP servers standing in for providers) listen on loopback only.
import { guardNetwork } from './network-guard';

guardNetwork(['127.0.0.1', 'localhost', '::1']);

// API tests run real databases and servers: on a loaded two-core machine a healthy test can take
// longer than jest's 5 s default. A hung test still fails, after 30 s.
jest.setTimeout(30_000);
