/**
 * The single-app build's stand-in for the shell's `remote-loading/remote-routes` module
 * (NormalModuleReplacementPlugin): every area's routes are built in, so none is ever missing, and
 * the federation runtime the real module reaches is not bundled.
 */
export async function retryMissingRoutes(): Promise<void> {}
