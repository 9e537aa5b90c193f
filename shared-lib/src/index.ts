// @homeworth/shared-lib: the contracts between apps. Loaded once as a shared singleton.
export * from './domain';
export * from './events/event-catalogue';
export * from './events/event-bus';
export * from './session/cookies';
export * from './session/my-home';
export * from './session/session';
export * from './session/use-session';
export * from './http/api-client';
export * from './theme/theme';
export * from './ui/button';
export * from './ui/text-field';
export * from './ui/error-boundary';
export * from './ui/app-providers';
export * from './session/navigate';
