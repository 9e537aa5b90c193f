import { isValidEmail } from '@homeworth/shared-lib/domain/money-and-units';
import { h, uniqueId } from './dom';
import type { ApiAnswer, LeadRequest } from './widget-api';

export interface LeadFormOptions {
  partnerName: string;
  estimate: LeadRequest['estimate'];
  send: (lead: LeadRequest) => Promise<ApiAnswer<unknown>>;
}

function field(label: string, attributes: Record<string, string | boolean>): { wrapper: HTMLElement; input: HTMLInputElement } {
  const id = uniqueId('lead');
  const input = h('input', { id, ...attributes });
  return { wrapper: h('div', { class: 'field' }, h('label', { for: id }, label), input), input };
}

/** Why the lead cannot be sent yet, or null. */
export function leadProblem(name: string, email: string, phone: string, consent: boolean): string | null {
  if (!name.trim()) return 'Please enter your name.';
  if (!isValidEmail(email)) return 'Please enter a valid email address.';
  if (phone && !/^[0-9+().\s-]{7,20}$/.test(phone)) return 'Please enter a valid phone number, or leave it empty.';
  if (!consent) return 'Please agree to be contacted, or keep your details to yourself.';
  return null;
}

/** The visitor may leave contact details for the partner; nothing is sent without the consent box ticked. */
export function leadForm(options: LeadFormOptions): HTMLElement {
  const headingId = uniqueId('lead-heading');
  const name = field('Name', { autocomplete: 'name', required: true, maxlength: '120' });
  const email = field('Email', { type: 'email', autocomplete: 'email', required: true, maxlength: '254' });
  const phone = field('Phone (optional)', { type: 'tel', autocomplete: 'tel', maxlength: '20' });
  const consentId = uniqueId('consent');
  const consent = h('input', { type: 'checkbox', id: consentId, required: true });
  const status = h('p', { class: 'error', role: 'alert' });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Send my details');
  const form = h(
    'form',
    { class: 'lead', novalidate: true, 'aria-labelledby': headingId },
    h('h2', { id: headingId }, `Talk to ${options.partnerName} about this project`),
    name.wrapper,
    email.wrapper,
    phone.wrapper,
    h(
      'div',
      { class: 'option consent' },
      consent,
      h(
        'label',
        { for: consentId },
        `I agree that ${options.partnerName} may contact me about this project, and that my details and this estimate are sent to ${options.partnerName}.`,
      ),
    ),
    status,
    h('div', { class: 'actions' }, submit),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const problem = leadProblem(name.input.value, email.input.value, phone.input.value.trim(), consent.checked);
    status.textContent = problem ?? '';
    if (problem) return;
    submit.disabled = true;
    const lead: LeadRequest = { name: name.input.value.trim(), email: email.input.value.trim(), consent: true, estimate: options.estimate };
    if (phone.input.value.trim()) lead.phone = phone.input.value.trim();
    void options.send(lead).then((answer) => {
      submit.disabled = false;
      if (!answer.ok) {
        status.textContent = answer.message;
        return;
      }
      const thanks = h('p', { class: 'thanks', role: 'status', tabindex: '-1' }, `Thank you. ${options.partnerName} has your details and will be in touch.`);
      form.replaceWith(thanks);
      thanks.focus();
    });
  });
  return form;
}
