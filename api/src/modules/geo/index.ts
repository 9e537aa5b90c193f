// The geo module's public entry: city market pages and their routes.
import type { ApiApp } from '../../http/api-app';
import type { PropertyDataProvider } from '../property';
import type { SeoPages } from '../seo';
import { registerGeoSeoPages } from './geo-seo-pages';
import { geoRoutes } from './geo.route';

/** Serves /api/v1/geo and adds the city pages to the registry. */
export async function geoModule(app: ApiApp, options: { provider: PropertyDataProvider; seoPages: SeoPages }): Promise<void> {
  registerGeoSeoPages(options.seoPages, options.provider);
  await app.register(geoRoutes, { prefix: '/api/v1/geo', provider: options.provider });
}
