// Procurement table cells linked to their uploaded files (one file, or a list of them).
import { ExternalLink, fileUrl, type Media, type MediaList } from '@gpa/shared-ui';
import type { ReactNode } from 'react';

/** A table cell's text linked to its file when one is attached, otherwise plain text. */
export function FileLink({ file, children }: { file: Media | null | undefined; children: ReactNode }) {
  const href = fileUrl(file);
  return href ? <ExternalLink href={href}>{children}</ExternalLink> : <>{children}</>;
}

/** The files of a multiple media field as separate links, labelled by file name. */
export function FileLinks({ files, empty = '—' }: { files: MediaList | null | undefined; empty?: string }) {
  const items = files?.data ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className="cell-list">
      {items.map((file) => (
        <li key={file.id}>
          <FileLink file={{ data: file }}>{file.attributes.caption || file.attributes.name}</FileLink>
        </li>
      ))}
    </ul>
  );
}
