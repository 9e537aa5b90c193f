import { escapeHtml, type Mailer, type MailMessage } from '../../providers/mail/mailer';

/** The parts of a contact-us message its emails quote. */
export interface ContactMailFacts {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: string;
  message: string;
}

/** Plain text and the same lines as HTML paragraphs (user text is escaped). */
function textAndHtml(lines: string[]): Pick<MailMessage, 'text' | 'html'> {
  return { text: lines.join('\n'), html: lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join('\n') };
}

/**
 * Emails a new contact-us message to the support address (Reply-To the sender, a link to the admin
 * page) and a fixed-text confirmation to the sender; both are mail jobs, named by the message id so a retry sends nothing twice.
 */
export async function mailContactMessage(mailer: Mailer, input: { supportEmail: string; appBaseUrl: string; message: ContactMailFacts }): Promise<void> {
  const { message } = input;
  await mailer.send({
    to: input.supportEmail,
    subject: `Contact us: ${message.topic} from ${message.name}`,
    headers: { 'Reply-To': message.email },
    idempotencyKey: `contact-message-${message.id}-support`,
    ...textAndHtml([
      `From: ${message.name} <${message.email}>`,
      ...(message.phone ? [`Phone: ${message.phone}`] : []),
      ...(message.company ? [`Company: ${message.company}`] : []),
      `Topic: ${message.topic}`,
      '',
      message.message,
      '',
      `Answer it on the admin page: ${input.appBaseUrl}/user/admin/messages`,
    ]),
  });
  await mailer.send({
    to: message.email,
    subject: 'We received your message',
    idempotencyKey: `contact-message-${message.id}-confirmation`,
    // Fixed text: the address was typed by whoever sent the form, so nothing they wrote is echoed to it.
    ...textAndHtml(['Hello,', '', 'Thank you for writing to Homeworth. We answer within one business day.', '', 'Homeworth']),
  });
}

/** Emails an admin's reply to the sender of a contact-us message, quoting what they wrote. */
export async function mailContactReply(mailer: Mailer, input: { replyId: number; message: ContactMailFacts; reply: string; supportEmail: string }): Promise<void> {
  await mailer.send({
    to: input.message.email,
    subject: `Re: your message to Homeworth (${input.message.topic})`,
    headers: { 'Reply-To': input.supportEmail },
    idempotencyKey: `contact-reply-${input.replyId}`,
    ...textAndHtml([`Hi ${input.message.name},`, '', input.reply, '', 'Homeworth support', '', '> You wrote:', `> ${input.message.message}`]),
  });
}

/** Tells the former account holder that their account and its data were deleted as they asked. */
export async function mailAccountDeleted(mailer: Mailer, input: { messageId: number; email: string; name: string }): Promise<void> {
  await mailer.send({
    to: input.email,
    subject: 'Your Homeworth account has been deleted',
    idempotencyKey: `contact-message-${input.messageId}-account-deleted`,
    ...textAndHtml([
      `Hi ${input.name},`,
      '',
      'As you asked, we deleted your Homeworth account: your profile, homes, estimates, plans, alerts and orders, and every signed-in session has ended.',
      'Receipts already emailed to you stay valid; the payment provider keeps the record of each charge.',
      '',
      'Homeworth',
    ]),
  });
}
