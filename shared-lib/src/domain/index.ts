// Domain rules shared by the apps and the API. No React, no browser APIs: the API imports this too.
export * from './roles';
export * from './messages';
export * from './validation';
export * from './session-user';
export * from './estimator-projects';
