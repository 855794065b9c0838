import { Page, Problem, useDocumentTitle } from '@gpa/shared-ui';
import { useState } from 'react';

interface UnavailableProps {
  title: string;
  message: string;
  /** Resolves when the retry has finished (successfully or not). */
  onRetry: () => Promise<unknown> | void;
}

/** What a visitor sees when part of the site did not load: the reason and a Retry that works. */
export function Unavailable({ title, message, onRetry }: UnavailableProps) {
  useDocumentTitle(title);
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Page title={title}>
      <Problem title={message} onRetry={() => void retry()} retrying={retrying}>
        The rest of the site still works: use the menu to go elsewhere, or try again in a moment.
      </Problem>
    </Page>
  );
}
