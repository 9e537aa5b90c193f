// Runs before every API and tools test file: their real servers (the SMTP catcher,
// PostgreSQL, small HTTP servers standing in for providers) listen on loopback only.
import { guardNetwork } from './network-guard';

guardNetwork(['127.0.0.1', 'localhost', '::1']);
