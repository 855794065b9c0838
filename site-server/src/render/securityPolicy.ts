// The content security policy of the site's pages. Scripts only from files and two inline scripts allowed by
// their hashes (the inlined manifest and content are JSON data blocks, which are not scripts); styles may be inline: emotion writes <style>
// elements. The content service may live on another origin (the manifest's content URLs).
import type { SiteManifest } from '@gpa/contracts';
import { DISMISSED_NOTICES_SCRIPT_SOURCE } from './dismissedNotices';
import { UPDATES_PAUSED_SCRIPT_SOURCE } from './updatesPaused';

function originOf(url: string | undefined): string {
  try {
    return /^https?:\/\//i.test(url ?? '') ? new URL(url as string).origin : '';
  } catch {
    return '';
  }
}

export function pageSecurityPolicy(content: Partial<SiteManifest['content']> = {}): string {
  const contentOrigins = [
    ...new Set([originOf(content.apiUrl), originOf(content.filesUrl)].filter(Boolean)),
  ].join(' ');
  const withContent = (sources: string) => (contentOrigins ? `${sources} ${contentOrigins}` : sources);
  return [
    "default-src 'self'",
    // Files, and the page's two inline scripts by their hashes (dismissed notices, updates paused).
    `script-src 'self' ${DISMISSED_NOTICES_SCRIPT_SOURCE} ${UPDATES_PAUSED_SCRIPT_SOURCE}`,
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
