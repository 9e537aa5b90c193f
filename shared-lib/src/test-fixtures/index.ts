// Attack payloads and sample records the tests of every package share; never bundled into an app.
export * from './open-redirect-payloads';
export * from './bad-requests';
export * from './sample-records';
