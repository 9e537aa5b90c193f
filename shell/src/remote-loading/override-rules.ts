// Which stored overrides a site allows: loaded only by a browser that has some (see remote-overrides.ts).
export { splitOverrides } from '@homeworth/shared-lib/domain/accounts';
