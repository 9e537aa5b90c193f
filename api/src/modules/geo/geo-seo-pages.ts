import type { PropertyDataProvider } from '../property';
import { escapeHtml as e, type SeoPages } from '../seo';
import { allCities, cityMarket, findCity } from './city-market.service';
import { formatDollars, typicalHomeCostsNote } from '@homeworth/shared-lib/domain';

/** City market pages for the pre-render and the sitemap. */
export function registerGeoSeoPages(seo: SeoPages, provider: PropertyDataProvider): void {
  seo.register({
    pattern: /^\/geo\/([^/]+)\/?$/i,
    render: ([, slug]) => {
      const city = findCity(slug!);
      if (!city) return null;
      const m = cityMarket(provider, city);
      const name = `${m.city}, ${m.state}`;
      const sample = m.isSample ? ' (sample data)' : '';
      return {
        title: `${name} housing market and remodel costs`,
        description: `${name}: median home value ${formatDollars(m.medianValue)}${sample}, a ${m.fiveYearChangePercent}% five-year forecast, recent sales, building permits and what popular remodels cost locally.`,
        canonicalPath: `/geo/${m.slug}`,
        html: [
          `<h1>${e(name)} housing market</h1>`,
          m.isSample ? '<p>Sample data: the values, sales and permits on this page are generated, not real records.</p>' : '',
          `<p>Median home value ${formatDollars(m.medianValue)}, forecast ${formatDollars(m.forecast[m.forecast.length - 1]!.value)} in ${m.forecast[m.forecast.length - 1]!.year} (${m.fiveYearChangePercent}% over five years).</p>`,
          `<h2>Recent sales</h2><ul>${m.recentSales.map((s) => `<li>${e(s.address)}: ${formatDollars(s.salePrice)} on ${e(s.saleDate)}</li>`).join('')}</ul>`,
          `<h2>Building permits</h2><p>${m.permitActivity.count} recent permits, ${formatDollars(m.permitActivity.totalJobValue)} of declared work.</p>`,
          `<h2>Remodel costs in ${e(m.city)}</h2><p>${e(typicalHomeCostsNote(m.city, m.state, m.typicalHome))}</p><ul>${m.projects.map((p) => `<li><a href="${e(p.url)}">${e(p.projectName)}</a>: ${formatDollars(p.estimatedCost)}, ${p.recoupPercent}% recouped at sale</li>`).join('')}</ul>`,
        ].join(''),
      };
    },
    sitemap: () => [...allCities().keys()].map((slug) => `/geo/${slug}`),
  });
}
