/* eslint-disable security/detect-non-literal-fs-filename -- the outbox file is in the configured data folder, never a request's text. */
import fs from 'node:fs/promises';
import path from 'node:path';

/** One text message. */
export interface SmsMessage {
  /** E.164, e.g. +15125550142. */
  to: string;
  body: string;
}

/** How the API sends text messages (a client texting their agent). */
export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider has accepted the message; throws when it refuses. */
  send(message: SmsMessage): Promise<void>;
}

/** A US number of ten digits as E.164. */
export const e164 = (digits: string) => `+1${digits.replace(/\D/g, '').slice(-10)}`;

/**
 * The development default: messages are appended, one JSON line each, to a file under the data
 * folder (`.data/sms-outbox.jsonl`), never sent and never served by a route. Read them with
 * `npx tsx api/src/providers/sms/sms-outbox.ts` (the last 20; `--follow` to watch).
 */
export function fileSmsOutbox(file: string): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`, 'utf8');
    },
  };
}

/** Twilio's account and sender number (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM). */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** Default https://api.twilio.com (tests point it at a local server). */
  baseUrl?: string;
}

/** A real gateway: Twilio's Messages REST API over fetch (no SDK), 10 s at most per message. */
export function twilioSmsProvider(settings: TwilioSettings): SmsProvider {
  const url = `${settings.baseUrl ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
    },
  };
}
