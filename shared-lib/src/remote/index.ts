// `@homeworth/shared-lib/remote`: bundled into each remote (not a shared singleton).
export * from './create-remote-spa';
export * from './session-channel';
export * from './session-mirror';
