/** A postal address a letter goes to or comes from (US). */
export interface PostalAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  zip: string;
}

/** One letter to print and mail: plain text, one page. */
export interface Letter {
  to: PostalAddress;
  /** The letter's words, lines separated by "\n". */
  text: string;
  /** Stable across retries of the job that sends it, so the printer mails it once. */
  idempotencyKey: string;
}

/** A print-and-mail service: resolves with its id of the letter once it accepted it; throws when it refuses. */
export interface LetterProvider {
  readonly name: string;
  send(letter: Letter): Promise<{ id: string }>;
}

/**
 * The development default: letters go to the local letter outbox (letter-outbox.ts, loopback only,
 * started by `npm start`), never to a printer, and no API route shows them.
 */
export function outboxLetterProvider(outboxUrl: string): LetterProvider {
  return {
    name: 'outbox',
    async send(letter) {
      const response = await fetch(`${outboxUrl}/letters`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(letter),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The letter outbox answered ${response.status}`);
      return (await response.json()) as { id: string };
    },
  };
}

/** A Lob-style print-and-mail account (LOB_API_KEY, LETTER_RETURN_ADDRESS). */
export interface LobSettings {
  apiKey: string;
  from: PostalAddress;
  /** Default https://api.lob.com (tests point it at a local server). */
  baseUrl?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Lob's letters API over fetch (no SDK): a one-page black-and-white letter from HTML, 15 s at most. */
export function lobLetterProvider(settings: LobSettings): LetterProvider {
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:`).toString('base64')}`;
  const address = (prefix: string, a: PostalAddress): Record<string, string> => ({
    [`${prefix}[name]`]: a.name,
    [`${prefix}[address_line1]`]: a.line1,
    ...(a.line2 ? { [`${prefix}[address_line2]`]: a.line2 } : {}),
    [`${prefix}[address_city]`]: a.city,
    [`${prefix}[address_state]`]: a.state,
    [`${prefix}[address_zip]`]: a.zip,
  });
  return {
    name: 'lob',
    async send(letter) {
      const html = `<html><body style="font-family:sans-serif;font-size:12pt;padding:1in">${letter.text
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')}</body></html>`;
      const body = new URLSearchParams({ ...address('to', letter.to), ...address('from', settings.from), file: html, color: 'false', use_type: 'operational' });
      const response = await fetch(`${settings.baseUrl ?? 'https://api.lob.com'}/v1/letters`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': letter.idempotencyKey },
        body: body.toString(),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Lob answered ${response.status}`);
      const { id } = (await response.json()) as { id?: unknown };
      if (typeof id !== 'string') throw new Error('Lob answered without a letter id');
      return { id };
    },
  };
}

/** "Name|line 1|city|ST|zip": the sender address printed on letters (LETTER_RETURN_ADDRESS). */
export function parseReturnAddress(raw: string): PostalAddress {
  const [name, line1, city, state, zip] = raw.split('|').map((part) => part.trim());
  if (!name || !line1 || !city || !state || !/^[A-Z]{2}$/.test(state) || !zip || !/^\d{5}$/.test(zip)) {
    throw new Error('LETTER_RETURN_ADDRESS must be "Name|Street line|City|ST|12345"');
  }
  return { name, line1, city, state, zip };
}
