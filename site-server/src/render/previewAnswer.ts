// GET /preview: a page with drafts, for a preview link the content service signed (preview.ts).
import fs from 'node:fs';
import { verifiedPreviewPath } from '@gpa/content-catalog/preview-link';
import type { RenderResult, ServerContentFetch, SiteManifest } from '@gpa/contracts';
import type { RequestHandler } from 'express';
import { RefusedContent } from '../content/contentAnswers';
import { composePage } from './document';
import { previewDocument, previewSecurityPolicy } from './preview';
import type { Render } from './render';
import type { PreviewSettings } from './renderSettings';

interface PreviewHandlerOptions {
  previews: PreviewSettings | undefined;
  currentManifest: () => SiteManifest | null;
  shellPage: string;
  template: () => string;
  originOf: () => string;
  render: Render;
  log: (message: string) => void;
}

/** A page with drafts, for a preview link the content service signed; never kept, never indexed. */
export function previewHandler({
  previews,
  currentManifest,
  shellPage,
  template,
  originOf,
  render,
  log,
}: PreviewHandlerOptions): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const refuse = (status: number, message: string) => void res.status(status).type('text').send(message);
    const pagePath = previews ? verifiedPreviewPath(req.query, previews.secret) : null;
    if (!previews || !pagePath)
      return refuse(
        403,
        'This preview link is not valid or has expired: open the preview again from the admin.',
      );
    const manifest = currentManifest();
    if (!manifest || !fs.existsSync(shellPage))
      return refuse(503, 'The site is not built yet: run npm run build');
    const url = `${originOf()}${pagePath}`;
    // A draft the entry check refuses fails its read (the page's error state); the notice names it for the editor.
    const refused: string[] = [];
    const readDrafts: ServerContentFetch = (address, signal) =>
      previews.readDrafts(address, signal).catch((error: unknown) => {
        if (error instanceof RefusedContent && !refused.includes(error.message)) refused.push(error.message);
        throw error;
      });
    let result: RenderResult;
    try {
      result = await render(url, manifest, readDrafts);
    } catch (error) {
      log(`preview of ${pagePath} failed: ${(error as Error | undefined)?.message ?? String(error)}`);
      return refuse(502, 'The preview could not be rendered: try again in a moment.');
    }
    if (result.kind !== 'page') return refuse(404, 'This page cannot be previewed.');
    res.removeHeader('X-Frame-Options');
    res.setHeader('Content-Security-Policy', previewSecurityPolicy(manifest.content, previews.adminOrigins));
    const body = composePage(template(), { ...result, manifest, url });
    res.status(result.status).type('html').send(previewDocument(body, refused));
  };
}
