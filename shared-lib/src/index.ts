// @homeworth/shared-lib: the contracts between apps. Loaded once as a shared singleton.
// Core domain rules only: the app-specific ones (estimator flows, score bands, ...) are imported
// from '@homeworth/shared-lib/domain', bundled into the app that uses them, not into this singleton.
export * from './domain/accounts/roles';
export * from './domain/money-and-units/messages';
export * from './domain/money-and-units/validation';
export * from './domain/accounts/session-user';
export * from './domain/estimator/estimator-projects';
export * from './domain/site/analytics';
export * from './domain/accounts/safe-redirect';
export * from './domain/money-and-units/payment';
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
export * from './session/first-valid-home';
export * from './ui/modal';
export * from './ui/page-layout';
export * from './ui/dropdown';
export * from './ui/accordion';
export * from './http/utils-api';
export * from './payment/checkout';
