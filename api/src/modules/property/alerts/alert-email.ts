import { escapeHtml, type MailMessage } from '../../../providers/mail/mailer';

/** What one alert email says. */
export interface AlertEmailContent {
  subject: string;
  lines: string[];
  firstName: string;
  address: string;
  siteOrigin: string;
  kukunId: number;
  unsubscribeUrl: string;
  /** A note under the news, e.g. that the figures are sample data. */
  note?: string;
}

/**
 * An alert email: the news, a link to the home report and to the alert settings, and the one-click
 * unsubscribe link (also in the List-Unsubscribe headers, RFC 8058, so mail clients offer it).
 */
export function alertEmail(c: AlertEmailContent): Omit<MailMessage, 'to'> {
  const reportUrl = `${c.siteOrigin}/properties/${c.kukunId}`;
  const settingsUrl = `${c.siteOrigin}/user/home-preferences`;
  const text = [
    `Hi ${c.firstName},`,
    '',
    `News about ${c.address}:`,
    ...c.lines.map((line) => `- ${line}`),
    ...(c.note ? ['', c.note] : []),
    '',
    `See the home report: ${reportUrl}`,
    `Choose your alerts: ${settingsUrl}`,
    `Stop these alerts for this home: ${c.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(c.firstName)},</p>`,
    `<p>News about ${escapeHtml(c.address)}:</p>`,
    `<ul>${c.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...(c.note ? [`<p><em>${escapeHtml(c.note)}</em></p>`] : []),
    `<p><a href="${escapeHtml(reportUrl)}">See the home report</a> · <a href="${escapeHtml(settingsUrl)}">Choose your alerts</a></p>`,
    `<p style="font-size:12px"><a href="${escapeHtml(c.unsubscribeUrl)}">Stop these alerts for this home</a></p>`,
  ].join('\n');
  return {
    subject: c.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${c.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
