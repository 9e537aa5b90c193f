import { EVENT_VERSIONS, type EventCatalogue, type EventName } from './event-catalogue';

/** What travels in a CustomEvent's `detail`: the payload and its catalogue version. */
export interface EventEnvelope<K extends EventName> {
  version: number;
  payload: EventCatalogue[K];
}

/** Removes a subscription. */
export type Unsubscribe = () => void;

/**
 * Sends a catalogued event on `window`. Window CustomEvents reach every app,
 * even when two copies of shared-lib are loaded.
 */
export function dispatchEvent<K extends EventName>(name: K, payload: EventCatalogue[K]): void {
  const detail: EventEnvelope<K> = { version: EVENT_VERSIONS[name], payload };
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to a catalogued event; returns the unsubscribe function. */
export function subscribeEvent<K extends EventName>(name: K, handler: (payload: EventCatalogue[K]) => void): Unsubscribe {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<EventEnvelope<K>>).detail;
    // An event from a newer (or malformed) publisher is ignored rather than misread.
    if (!detail || detail.version !== EVENT_VERSIONS[name]) return;
    handler(detail.payload);
  };
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

type Handler<K extends EventName> = (payload: EventCatalogue[K]) => void;

/** Sends `hw:session-changed`. */
export const dispatchSessionChanged = (p: EventCatalogue['hw:session-changed']) => dispatchEvent('hw:session-changed', p);
/** Listens to `hw:session-changed`. */
export const subscribeSessionChanged = (h: Handler<'hw:session-changed'>) => subscribeEvent('hw:session-changed', h);
/** Sends `hw:property-selected`. */
export const dispatchPropertySelected = (p: EventCatalogue['hw:property-selected']) => dispatchEvent('hw:property-selected', p);
/** Listens to `hw:property-selected`. */
export const subscribePropertySelected = (h: Handler<'hw:property-selected'>) => subscribeEvent('hw:property-selected', h);
/** Sends `hw:payment-completed`. */
export const dispatchPaymentCompleted = (p: EventCatalogue['hw:payment-completed']) => dispatchEvent('hw:payment-completed', p);
/** Listens to `hw:payment-completed`. */
export const subscribePaymentCompleted = (h: Handler<'hw:payment-completed'>) => subscribeEvent('hw:payment-completed', h);
/** Sends `hw:address-limit`. */
export const dispatchAddressLimit = (p: EventCatalogue['hw:address-limit']) => dispatchEvent('hw:address-limit', p);
/** Listens to `hw:address-limit`. */
export const subscribeAddressLimit = (h: Handler<'hw:address-limit'>) => subscribeEvent('hw:address-limit', h);
/** Sends `hw:toast`. */
export const dispatchToast = (p: EventCatalogue['hw:toast']) => dispatchEvent('hw:toast', p);
/** Listens to `hw:toast`. */
export const subscribeToast = (h: Handler<'hw:toast'>) => subscribeEvent('hw:toast', h);
