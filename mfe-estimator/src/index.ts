// This app is loaded by the shell through its `./spa` module (remoteEntry.js / mf-manifest.json);
// this entry only keeps the async boundary in place when the bundle is opened on its own.
export {};
