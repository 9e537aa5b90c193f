import { FINISH_LEVELS, type EstimateResult, type FinishLevel } from '@homeworth/shared-lib/domain/estimator';
import { formatDollars } from '@homeworth/shared-lib/domain/money-and-units';
import { h, uniqueId } from './dom';

export interface ResultViewOptions {
  result: EstimateResult;
  onFinishLevel: (level: FinishLevel) => void;
  onChangeAnswers: () => void;
}

/** The estimate as the site's engine worked it out: total, range, breakdown, the value it adds and its sources. */
export function resultView(options: ResultViewOptions): HTMLElement {
  const { result } = options;
  const heading = h('h2', { tabindex: '-1' }, `Your ${result.projectName.toLowerCase()} estimate`);
  const levelId = uniqueId('finish');
  const levels = h(
    'select',
    { id: levelId },
    ...FINISH_LEVELS.map((level) => h('option', { value: level, selected: level === result.finishLevel }, result.finishLevels.find((l) => l.level === level)?.label ?? level)),
  );
  levels.addEventListener('change', () => options.onFinishLevel(levels.value as FinishLevel));
  const roi = result.roi;
  const change = h('button', { type: 'button', class: 'secondary' }, 'Change my answers');
  change.addEventListener('click', options.onChangeAnswers);
  return h(
    'section',
    { class: 'result' },
    heading,
    h('p', { class: 'total' }, h('span', {}, 'Estimated cost '), h('strong', {}, formatDollars(result.totalEstimatedProjectCost))),
    h('p', {}, `Most projects like this cost ${formatDollars(result.range.low)} to ${formatDollars(result.range.high)}, for ${result.quantity} in ${result.region.name}.`),
    h('div', { class: 'field inline' }, h('label', { for: levelId }, 'Finish level'), levels),
    h(
      'table',
      {},
      h('caption', {}, 'Cost breakdown'),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Item'), h('th', { scope: 'col' }, 'Amount'))),
      h('tbody', {}, ...result.lineItems.map((item) => h('tr', {}, h('th', { scope: 'row' }, item.label), h('td', {}, formatDollars(item.amount))))),
    ),
    roi.resaleValueAdded !== null ? h('p', {}, `Value added at resale: about ${formatDollars(roi.resaleValueAdded)}. ${roi.recoupExplanation}`) : h('p', {}, roi.recoupExplanation),
    result.excludes.length ? h('p', { class: 'small' }, `Not included: ${result.excludes.join(', ')}.`) : null,
    h('p', { class: 'small' }, `Sources: ${result.sources.join('; ')}.`),
    h('div', { class: 'actions' }, change),
  );
}
