import type { ComponentType } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { createRemoteRoot } from '@homeworth/shared-lib/remote';
import type { RemoteApp } from '../../../shell/src/routing/route-table';

interface AreaModule {
  rootReducer: Reducer;
  rootSagas: readonly Saga[];
  AppRoutes: ComponentType;
}

/**
 * Each area's modules, one dynamic import (one code-split chunk group) per area: the same
 * reducer, sagas and routes the area's `./spa` module hands to single-spa in the federated site.
 */
const AREAS: Record<RemoteApp, () => Promise<AreaModule>> = {
  'mfe-account': () => import('./areas/account'),
  'mfe-estimator': () => import('./areas/estimator'),
  'mfe-property-report': () => import('./areas/property-report'),
  'mfe-agent': () => import('./areas/agent'),
  'mfe-maintenance': () => import('./areas/maintenance'),
};

/** Loads an area's root component (store, sagas, providers and router). */
export async function loadAreaRoot(app: RemoteApp): Promise<ComponentType> {
  const area = await AREAS[app]();
  return createRemoteRoot({ app, reducer: area.rootReducer, sagas: area.rootSagas, Routes: area.AppRoutes });
}
