// Kept free of imports: the runtime plugin loads before the shared modules are ready.

/** The Module Federation container name of an app (`mfe-account` -> `mfe_account`). */
export function federationNameOf(app: string): string {
  return app.replace(/-/g, '_');
}

/** The app of a Module Federation request id such as `mfe_account/spa`. */
export function appOfRemoteId(id: string): string {
  return (id.split('/')[0] ?? id).replace(/_/g, '-');
}
