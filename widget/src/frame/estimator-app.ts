import { findEstimatorProject, type EstimatorAnswers, type FinishLevel } from '@homeworth/shared-lib/domain/estimator';
import type { FrameStart } from '../widget-contract';
import { brandVariables } from './branding';
import { h } from './dom';
import { leadForm } from './lead-form';
import { resultView } from './result-view';
import { stepsView } from './steps-view';
import { requestEstimate, sendLead } from './widget-api';

/** The partner's header: its logo (when set) and the estimator's title. */
function header(start: FrameStart, projectName: string): HTMLElement {
  const { partnerName, logoUrl } = start.branding;
  return h(
    'header',
    {},
    logoUrl ? h('img', { class: 'logo', src: logoUrl, alt: partnerName }) : h('p', { class: 'partner' }, partnerName),
    h('h1', {}, `${projectName} cost estimator`),
  );
}

/** Renders the whole estimator for a partner into `body`: the steps, then the result and the contact form. */
export function startEstimator(body: HTMLElement, start: FrameStart): void {
  for (const [name, value] of Object.entries(brandVariables(start.branding))) document.documentElement.style.setProperty(name, value);
  const project = findEstimatorProject(start.project);
  const main = h('main', {});
  const content = h('div', { class: 'content' });
  const footer = h('footer', {}, 'Estimates by Homeworth, from published cost and resale-value data.');
  body.replaceChildren(main, footer);
  if (!project) {
    main.replaceChildren(h('h1', {}, 'Renovation cost estimator'), h('p', { role: 'alert' }, 'This estimator is not set up for a known project.'));
    return;
  }
  main.replaceChildren(header(start, project.displayName), content);

  let answers: EstimatorAnswers = {};
  const showSteps = (focus: boolean, last = false) =>
    stepsView(content, {
      project: project.slug,
      answers,
      stepId: last ? 'home-age' : undefined,
      focus,
      onComplete: (complete) => {
        answers = complete;
        void estimate('midrange');
      },
    });

  const estimate = async (finishLevel: FinishLevel) => {
    const waiting = h('p', { role: 'status', tabindex: '-1' }, 'Working out your estimate…');
    content.replaceChildren(waiting);
    waiting.focus();
    const request = { project: project.slug, finishLevel, answers };
    const answer = await requestEstimate(start, request);
    if (!answer.ok) {
      const retry = h('button', { type: 'button', class: 'primary' }, 'Try again');
      retry.addEventListener('click', () => void estimate(finishLevel));
      const back = h('button', { type: 'button', class: 'secondary' }, 'Back to the questions');
      back.addEventListener('click', () => showSteps(true, true));
      content.replaceChildren(h('p', { class: 'error', role: 'alert' }, answer.message), h('div', { class: 'actions' }, back, retry));
      return;
    }
    const result = answer.data;
    const view = resultView({ result, onFinishLevel: (level) => void estimate(level), onChangeAnswers: () => showSteps(true) });
    const lead = start.branding.leadsEnabled
      ? leadForm({ partnerName: start.branding.partnerName, estimate: { ...request, finishLevel: result.finishLevel }, send: (details) => sendLead(start, details) })
      : null;
    content.replaceChildren(view, ...(lead ? [lead] : []));
    view.querySelector<HTMLElement>('h2')?.focus();
  };

  showSteps(false);
}
