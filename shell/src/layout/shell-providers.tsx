import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { ErrorBoundary, theme } from '@homeworth/shared-lib';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  a:focus-visible, button:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.quinary}; outline-offset: 2px; }
`;

/** Theme, global styles and the root fallback page (spec: the application root shows a fallback page). */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary area="shell">{children}</ErrorBoundary>
    </ThemeProvider>
  );
}
