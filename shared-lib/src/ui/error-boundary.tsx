import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../domain/money-and-units/messages';
import { Button } from './button';

/**
 * Session-storage key naming an app whose next render should throw. It lets the
 * end-to-end suite prove, on the real production build, that a rendering error
 * stays inside that app's boundary. Absent in normal use.
 */
export const SIMULATE_RENDER_ERROR_KEY = 'hw:simulate-render-error';

interface Props {
  /** The app or area this boundary guards, for logs and fault injection. */
  area: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

function FaultInjection({ area }: { area: string }) {
  if (typeof sessionStorage !== 'undefined' && sessionStorage.getItem(SIMULATE_RENDER_ERROR_KEY) === area) {
    throw new Error(`Simulated render error in ${area}`);
  }
  return null;
}

/** The box an area shows instead of its content (a render error here, an unloadable remote in the shell). */
export const AreaMessage = styled.section`
  margin: 48px auto;
  max-width: 520px;
  padding: 32px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The spec's fallback on an uncaught rendering error: "Something went wrong" with "Try again". */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.area}] rendering failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return (
        <AreaMessage role="alert">
          <h2>{MESSAGES.renderError}</h2>
          <Button onClick={this.retry}>{MESSAGES.tryAgain}</Button>
        </AreaMessage>
      );
    }
    return (
      <>
        <FaultInjection area={this.props.area} />
        {this.props.children}
      </>
    );
  }
}
