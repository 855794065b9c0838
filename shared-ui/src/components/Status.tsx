// Status pieces shared by every page: button, loading, problem with Retry, empty state.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Box = styled.div<{ tone: 'info' | 'error' }>`
  border: 1px solid ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.border)};
  border-left-width: 6px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  border-radius: 4px;
`;

export const Button = styled.button`
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  color: #fff;
  --heading-color: currentColor;
  background: ${({ theme }) => theme.colors.brand};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: 4px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box tone="info" role="status" aria-live="polite">
      {label}
    </Box>
  );
}

interface ProblemProps {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A clear, recoverable error: what happened, and a Retry when one can help. */
export function Problem({ title, children, onRetry, retrying }: ProblemProps) {
  return (
    <Box tone="error" role="alert">
      <strong>{title}</strong>
      {children ? <div>{children}</div> : null}
      {onRetry ? (
        <p>
          <Button type="button" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        </p>
      ) : null}
    </Box>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Box tone="info">{children}</Box>;
}
