// Domain rules shared by the apps and the API, one folder per topic. No React, no browser APIs: the API imports this too.
// This entry re-exports every topic; each topic's own index lists its exports by name, so unused rules are tree-shaken.
export * from './accounts';
export * from './money-and-units';
export * from './estimator';
export * from './report';
export * from './agent';
export * from './contractor';
export * from './site';
