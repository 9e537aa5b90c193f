// The market module's public entry: other modules import only from here (its tables stay private,
// re-exported for drizzle-kit by db/schema.ts only).
export type { HomeFacts, MarketSale, MarketValue } from './market-sale.types';
export { getMarket, getMarketSale, findRecordedSale, listMarketSales, listMarkets, saleOfRow, type Market, type RecordedSale } from './market-sales.service';
export { RECORDED_HOME_ID_BASE, homeNumberOf, recordedHomeId } from './recorded-home';
export { TRAIN_MARKET_MODEL_JOB, enqueueMarketTraining, type TrainMarketModelJob } from './market-jobs';
export { checkImport, importMarketFile, MARKET_SLUG, type ImportOptions, type ImportSummary, type MarketDescription } from './market-import';
export { ImportInputError, IMPORT_KINDS, PERMIT_FIELDS, REJECT_REASONS, SALE_FIELDS, type ImportKind, type RejectReason } from './market-import-fields';
export { marketSales } from './market.tables';
export { AMES, BUNDLED_MARKETS, bundledMarket, ensureBundledMarkets, type BundledMarket } from './bundled-markets';
export { registerMarketRoutes } from './market.route';
export {
  getMarketSales,
  listMarketPermits,
  permitsNear,
  permitsOfRecordedHome,
  NEARBY_PERMITS_RADIUS_MILES,
  PERMIT_HOME_RADIUS_MILES,
  type MarketPermit,
} from './market-permits.service';
