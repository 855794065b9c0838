// Content text whose {email} placeholders become mail links.
import type { ReactNode } from 'react';

const PLACEHOLDER = '{email}';

/**
 * Content texts say `{email}` where a mailbox belongs: each placeholder becomes a mail link, so the
 * address is written once (and can change) outside the text.
 */
export function withMailLinks(text: string, email: string): ReactNode[] {
  return text.split(PLACEHOLDER).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href={`mailto:${email}`}>
            {email}
          </a>,
          part,
        ],
  );
}

/** A text whose `{email}` placeholders are mail links to `email`. */
export function MailText({ text, email }: { text: string; email: string }) {
  return <>{withMailLinks(text, email)}</>;
}
