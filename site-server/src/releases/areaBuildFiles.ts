// The schemas of the files an area's build writes next to its code for the site server's health checks and
// preload hints (mf-manifest.json, page-chunks.json); routes.json's is @gpa/contracts' routesFileSchema.
import * as z from 'zod/v4';

/** mf-manifest.json (Module Federation's manifest): the parts read here, its remoteEntry and exposed modules' files. */
export const federationManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string().default('') }) }),
  exposes: z
    .array(z.object({ path: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) }))
    .default([]),
});

/** page-chunks.json (shared-ui/build/route-table.js): the code chunks of each route path. */
export const pageChunksSchema = z.record(z.string(), z.array(z.string()));
