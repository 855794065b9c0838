// An error boundary that keeps a failure inside its part of the page, with a Retry.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RetryBoundaryProps {
  /** Rendered instead of the children after an error; `retry` clears the error and renders them again. */
  fallback: (retry: () => void, error: Error) => ReactNode;
  /** Called before re-rendering on retry, to drop whatever cached the failure. */
  onRetry?: () => void;
  children: ReactNode;
}

interface RetryBoundaryState {
  error: Error | null;
}

/** Keeps a failure (an area that did not load, a page that threw) inside its part of the page. */
export class RetryBoundary extends Component<RetryBoundaryProps, RetryBoundaryState> {
  override state: RetryBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RetryBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Part of the page failed to load:', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}
