import { and, isNotNull, isNull } from 'drizzle-orm';
import { formatDollars } from '@homeworth/shared-lib/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { PropertyDataProvider } from '../property';
import { escapeHtml, type SeoContent, type SeoPages } from '../seo';
import { professionals } from './professional.tables';
import { areaOfCity, searchDirectory } from './professional-directory.service';
import { FEATURED_LOCALITIES } from './professional-permits';
import { profileByKukunUrl, publicProfile } from './professional-profile.service';
import { localitySlug } from '@homeworth/shared-lib/domain';
import { countOf } from '@homeworth/shared-lib/domain/money-and-units';

/** Title, description, Open Graph and main text of a contractor's public profile; null (404) for an unknown one. */
async function profileDocument(db: Database, provider: PropertyDataProvider, kukunUrl: string): Promise<SeoContent | null> {
  let profile;
  try {
    profile = await publicProfile(db, provider, await profileByKukunUrl(db, kukunUrl));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const place = profile.serviceArea.city ? `${profile.serviceArea.city}, ${profile.serviceArea.state}` : '';
  const trades = profile.businessTypes.map((t) => t.label).join(', ');
  const description = [
    `${profile.companyName}${trades ? `: ${trades}` : ''}${place ? ` in ${place}` : ''}.`,
    profile.permits.count > 0 ? `${profile.permits.count} building permits on record.` : '',
    profile.description,
  ]
    .filter(Boolean)
    .join(' ')
    .slice(0, 300);
  const permits = profile.permits.recent.map((p) => `<li>${escapeHtml(`${p.projectType}, ${p.address}, ${p.city} ${p.zipCode}, ${p.permitDate}`)}</li>`).join('');
  const projects = profile.projects.map((p) => `<li>${escapeHtml(`${p.displayName}: ${formatDollars(p.low)} to ${formatDollars(p.high)}`)}</li>`).join('');
  const html = [
    `<h1>${escapeHtml(profile.companyName)}</h1>`,
    trades || place ? `<p>${escapeHtml([trades, place].filter(Boolean).join(' · '))}</p>` : '',
    profile.description ? `<p>${escapeHtml(profile.description)}</p>` : '',
    permits ? `<h2>Building permits</h2><ul>${permits}</ul>` : '',
    projects ? `<h2>Projects and local cost</h2><ul>${projects}</ul>` : '',
  ].join('');
  return {
    title: `${profile.companyName}${place ? ` (${place})` : ''}: contractor profile`,
    description,
    html,
    ...(profile.companyContact.companyProfileImage ? { image: profile.companyContact.companyProfileImage } : {}),
    canonicalPath: `/contractor/profile/${profile.kukunUrl}`,
  };
}

/** The directory of a locality ("austin-tx"), or of the whole site. */
async function directoryDocument(db: Database, provider: PropertyDataProvider, locality: string | undefined): Promise<SeoContent | null> {
  if (!locality) {
    const links = FEATURED_LOCALITIES.map((l) => `<li><a href="/best-contractors-near-me/${localitySlug(l.city, l.state)}">${escapeHtml(`${l.city}, ${l.state}`)}</a></li>`).join(
      '',
    );
    return {
      title: 'Find the best contractors near you',
      description: 'Search contractors by ZIP code or city and trade, with their licenses, building permits and the projects they do, and contact them directly.',
      html: `<h1>Find the best contractors near you</h1><p>Search by ZIP code or city and business type.</p><ul>${links}</ul>`,
    };
  }
  let area;
  try {
    area = areaOfCity(locality);
  } catch {
    return null;
  }
  const results = await searchDirectory(db, provider, area);
  const list = results
    .slice(0, 20)
    .map((r) => `<li><a href="/contractor/profile/${escapeHtml(r.kukunUrl)}">${escapeHtml(r.companyName)}</a></li>`)
    .join('');
  return {
    title: `Best contractors in ${area.label}`,
    description: `${countOf(results.length, 'contractor')} serving ${area.label}, ranked by relevance and recent building permits nearby.`,
    html: `<h1>Best contractors in ${escapeHtml(area.label)}</h1><ul>${list}</ul>`,
    canonicalPath: `/best-contractors-near-me/${localitySlug(area.city, area.state)}`,
  };
}

/** Pre-rendered contractor profiles and directory pages (title, description, Open Graph, main text), with their sitemap. */
export function registerProfessionalSeoPages(seoPages: SeoPages, db: Database, provider: PropertyDataProvider): void {
  seoPages.register({
    pattern: /^\/contractor\/profile\/([A-Za-z0-9-]{1,120})\/?$/,
    render: ([, kukunUrl]) => profileDocument(db, provider, kukunUrl!),
    sitemap: async () => {
      const rows = await db
        .select({ kukunUrl: professionals.kukunUrl })
        .from(professionals)
        .where(and(isNull(professionals.mergedIntoId), isNotNull(professionals.userId)));
      return rows.map((r) => `/contractor/profile/${r.kukunUrl}`);
    },
  });
  seoPages.register({
    // eslint-disable-next-line security/detect-unsafe-regex -- linear: one bounded class (4-80) inside an optional group
    pattern: /^\/best-contractors-near-me(?:\/([a-z0-9-]{4,80}))?\/?$/,
    render: ([, locality]) => directoryDocument(db, provider, locality),
    sitemap: () => ['/best-contractors-near-me', ...FEATURED_LOCALITIES.map((l) => `/best-contractors-near-me/${localitySlug(l.city, l.state)}`)],
  });
}
