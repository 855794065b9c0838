// The content security policy of the site's pages. Scripts only from files and one inline script allowed by
// its hash (the inlined manifest and content are JSON data blocks, which are not scripts); styles may be inline: emotion writes <style>
// elements. The content service may live on another origin (the manifest's content URLs).
import type { SiteManifest } from '@gpa/contracts';
import { DISMISSED_NOTICES_SCRIPT_SOURCE } from './dismissedNotices';

function originOf(url: string | undefined): string {
  try {
    return /^https?:\/\//i.test(url ?? '') ? new URL(url as string).origin : '';
  } catch {
    return '';
  }
}

export function pageSecurityPolicy(content: Partial<SiteManifest['content']> = {}): string {
  const contentOrigins = [...new Set([originOf(content.apiUrl), originOf(content.filesUrl)].filter(Boolean))].join(' ');
  const withContent = (sources: string) => (contentOrigins ? `${sources} ${contentOrigins}` : sources);
  return [
    "default-src 'self'",
    // Files, and the one inline script that hides dismissed notices before paint (by its hash).
    `script-src 'self' ${DISMISSED_NOTICES_SCRIPT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    withContent("img-src 'self' data:"),
    withContent("connect-src 'self'"),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}
