/**
 * Contract 2.x of @homeworth/shared-lib: versioned schemas of the event catalogue and the session
 * payload. Used by the contract tests (contracts.test.ts) so a breaking change fails CI; not
 * exported from the package entry, so zod never reaches the apps' bundles.
 */
export * from './events';
export * from './session';
