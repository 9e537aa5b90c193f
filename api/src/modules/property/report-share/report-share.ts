import sharp from 'sharp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/envelope';
import { escapeHtml as e, type SeoPages } from '../../seo';
import { reportWithOwnerFacts } from '../owner-facts/owner-facts.service';
import { findProperty } from '../property-identity.service';
import { kukunIdParamsSchema } from '../property.schema';
import type { PropertyDataProvider } from '../providers/property-data.provider';
import { PROPERTY_NOT_FOUND_MESSAGE } from '../user-property.service';
import { formatDollars } from '@homeworth/shared-lib/domain';

// socialShare: a shared report link (/properties/{kukunId}) is described without
// JavaScript by the pre-rendered page document (title, description, og:image), with only what every
// visitor sees of a report: the address, the value, the condition score and the forecast growth.

/** What a preview of a home says: the facts a guest sees (README "What each tier sees"). */
async function sharePreview(db: Database, provider: PropertyDataProvider, kukunId: number) {
  const property = await findProperty(db, kukunId);
  if (!property) return null;
  const { summary, dataSource } = await reportWithOwnerFacts(db, provider, property);
  const place = `${summary.city}, ${summary.state} ${summary.zipCode}`;
  return {
    address: summary.address,
    place,
    value: summary.currentValue,
    score: summary.propertyScore,
    growth: summary.totalGrowth,
    isSample: dataSource.isSample,
  };
}

/** The share image path of a home's report. */
export const shareImagePath = (kukunId: number) => `/api/v1/property/properties/${kukunId}/share-image.png`;

/** A 1200x630 card (the Open Graph size) drawn from an SVG: address, value, condition score. */
function shareCardSvg(p: NonNullable<Awaited<ReturnType<typeof sharePreview>>>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1B2A4A"/>
  <rect x="0" y="580" width="1200" height="50" fill="#C2410C"/>
  <text x="80" y="120" font-family="sans-serif" font-size="34" fill="#FFD7C2">Homeworth home report</text>
  <text x="80" y="210" font-family="sans-serif" font-size="64" font-weight="700" fill="#FFFFFF">${e(p.address)}</text>
  <text x="80" y="270" font-family="sans-serif" font-size="38" fill="#DDE3EE">${e(p.place)}</text>
  <text x="80" y="380" font-family="sans-serif" font-size="30" fill="#DDE3EE">Estimated value</text>
  <text x="80" y="450" font-family="sans-serif" font-size="72" font-weight="700" fill="#FFFFFF">${formatDollars(p.value)}</text>
  <text x="700" y="380" font-family="sans-serif" font-size="30" fill="#DDE3EE">Condition score</text>
  <text x="700" y="450" font-family="sans-serif" font-size="72" font-weight="700" fill="#FFFFFF">${p.score} / 100</text>
  ${p.isSample ? '<text x="80" y="530" font-family="sans-serif" font-size="28" fill="#FFD7C2">Sample data</text>' : ''}
</svg>`;
}

/** Registers the report's page document for link previews and search engines. */
export function registerReportSeoPages(seo: SeoPages, db: Database, provider: PropertyDataProvider): void {
  seo.register({
    pattern: /^\/properties\/(\d{1,10})\/?$/,
    render: async ([, id]) => {
      const kukunId = Number(id);
      const p = kukunId > 0 && kukunId <= 2_147_483_647 ? await sharePreview(db, provider, kukunId) : null;
      if (!p) return null;
      const sample = p.isSample ? ' (sample data)' : '';
      return {
        title: `${p.address}, ${p.place}: home value and condition`,
        description: `Estimated value ${formatDollars(p.value)}${sample}, condition score ${p.score} / 100, a ${p.growth}% forecast over 5 years. See the home report on Homeworth.`,
        image: shareImagePath(kukunId),
        html: [
          `<h1>${e(p.address)}</h1>`,
          `<p>${e(p.place)}</p>`,
          p.isSample ? '<p>Sample data: the figures on this page are generated, not public records.</p>' : '',
          `<p>Estimated value ${formatDollars(p.value)}; condition score ${p.score} / 100; ${p.growth}% forecast over 5 years.</p>`,
        ].join(''),
      };
    },
  });
}

/** GET /api/v1/property/properties/{kukunId}/share-image.png: the preview card of a shared report. */
export const reportShareImageRoutes: FastifyPluginAsyncZod<{ db: Database; provider: PropertyDataProvider }> = async (app, { db, provider }) => {
  app.get(
    '/properties/:kukunId/share-image.png',
    { schema: { tags: ['property'], summary: 'The Open Graph image of a shared home report (1200x630 PNG: address, value, condition score)', params: kukunIdParamsSchema } },
    async (request, reply) => {
      const p = await sharePreview(db, provider, request.params.kukunId);
      if (!p) throw new ApiError(404, 'NOT_FOUND', PROPERTY_NOT_FOUND_MESSAGE);
      const png = await sharp(Buffer.from(shareCardSvg(p)))
        .png()
        .toBuffer();
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  );
};
