import type { SessionUser } from '../domain/accounts/session-user';
import type { MyHome } from '../session/my-home';

/**
 * The catalogue of cross-app events. Every event any app sends to another is
 * listed here with its payload type and version; nothing else crosses apps.
 * Bump an event's version when its payload changes shape.
 */
export interface EventCatalogue {
  /** Someone signed in, signed up, signed out, or the session expired. */
  'hw:session-changed': { reason: 'login' | 'signup' | 'logout' | 'refresh' | 'expired'; user: SessionUser | null };
  /** The selected home (`my_home`) changed. */
  'hw:property-selected': { home: MyHome | null };
  /** A checkout finished (payment result modal). */
  'hw:payment-completed': { success: boolean; addresses: number };
  /** The address-limit flag changed (address-limit banner). */
  'hw:address-limit': { reached: boolean };
  /** A short notice for the shell to show. */
  'hw:toast': { kind: 'info' | 'success' | 'error'; text: string };
}

/** Name of a catalogued event. */
export type EventName = keyof EventCatalogue;

/** Payload version of each event; listeners ignore versions they do not know. */
export const EVENT_VERSIONS: { readonly [K in EventName]: number } = {
  'hw:session-changed': 1,
  'hw:property-selected': 1,
  'hw:payment-completed': 1,
  'hw:address-limit': 1,
  'hw:toast': 1,
};
