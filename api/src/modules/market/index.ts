// The market module's public entry: other modules import only from here.
export type { HomeFacts, MarketSale, MarketValue } from './market-sale.types';
export { getMarket, getMarketSale, findRecordedSale, listMarketSales, listMarkets, saleOfRow, type Market, type RecordedSale } from './market-sales.service';
export { RECORDED_HOME_ID_BASE, homeNumberOf, recordedHomeId } from './recorded-home';
export { TRAIN_MARKET_MODEL_JOB, enqueueMarketTraining, type TrainMarketModelJob } from './market-jobs';
