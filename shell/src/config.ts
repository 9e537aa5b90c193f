/**
 * The shell's deployment constants, in one place. The blog lives on its own
 * host; every blog link is built from this base.
 */
export const BLOG_BASE_URL = 'https://blog.homeworth.com';

/** A URL on the blog host, e.g. `blogUrl('/blog/feed/')`. */
export function blogUrl(path: string): string {
  return `${BLOG_BASE_URL}${path}`;
}

/** Where the main site's social accounts live (footer). */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/homeworth' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/homeworth' },
  { label: 'Facebook', href: 'https://www.facebook.com/homeworth' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/homeworth' },
  { label: 'Twitter', href: 'https://twitter.com/homeworth' },
  { label: 'YouTube', href: 'https://www.youtube.com/@homeworth' },
] as const;
