/** Reads a cookie by name; null when absent or unreadable. */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Writes a cookie for the whole site (`path=/`), SameSite=Lax, for `days` days. */
export function writeCookie(name: string, value: string, days = 30): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

/** Removes a cookie written by `writeCookie`. */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

/** Reads a JSON cookie; null when absent or not valid JSON. */
export function readJsonCookie<T>(name: string): T | null {
  const raw = readCookie(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
