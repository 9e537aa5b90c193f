/** A professional's public profile slug: company name in lower-case words, then the user id. */
export function professionalSlug(companyName: string, userId: number): string {
  const words = companyName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words || 'contractor'}-${userId}`;
}
