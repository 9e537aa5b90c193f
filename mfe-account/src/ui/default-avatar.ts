import { theme } from '@homeworth/shared-lib';
/** The default profile picture (a neutral silhouette), shown when there is no image or it fails to load. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180"><rect width="180" height="180" fill="${theme.colors.borderSoft}"/><circle cx="90" cy="70" r="34" fill="${theme.colors.placeholder}"/><path d="M26 168c6-38 32-58 64-58s58 20 64 58z" fill="${theme.colors.placeholder}"/></svg>`,
  );
