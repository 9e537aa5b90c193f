import type { ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ErrorBoundary } from './error-boundary';

interface AppProvidersProps {
  /** The app's name; its styles are scoped under `#area-<app>` so no rule leaks across areas. */
  app: string;
  children: ReactNode;
}

/** DOM id of the element an app is mounted in. */
export function areaElementId(app: string): string {
  return `area-${app}`;
}

/** What every remote wraps its tree in: scoped styles, the theme and its own error boundary. */
export function AppProviders({ app, children }: AppProvidersProps) {
  return (
    <StyleSheetManager namespace={`#${areaElementId(app)}`}>
      <ThemeProvider theme={theme}>
        <ErrorBoundary area={app}>{children}</ErrorBoundary>
      </ThemeProvider>
    </StyleSheetManager>
  );
}
