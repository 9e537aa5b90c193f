// The cost-model module's public entry: what a project costs and recoups, by finish level and state.
// Pure rules and sourced tables, no routes and no tables; it imports no other module.
export { CONTINGENCY_RATE, RANGE_HIGH, RANGE_LOW } from './cost-tables';
export { costOf, defaultScopeAnswers, estimateProject, priceDefaultScope } from './project-cost.service';
export { COST_VS_VALUE } from './recoup-mapping';
export { regionalIndex, RPP_2023_BY_STATE } from './regional-index';
export { componentCost, componentHomeAnswers, priceComponent, type ComponentHome } from './component-cost';
