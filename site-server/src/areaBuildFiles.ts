// The schemas of the files an area's build writes next to its code (routes.json, mf-manifest.json,
// page-chunks.json), which the site server reads for the manifest, health checks and preload hints.
import type { PublishedRoute } from '@gpa/contracts';
import * as z from 'zod/v4';

const menuEntrySchema = z.object({
  group: z.enum([
    'main',
    'how-do-i',
    'residential',
    'business',
    'rates',
    'community',
    'initiatives',
    'about',
    'resources',
  ]),
  label: z.string(),
  order: z.number(),
  at: z.string().optional(),
});

/** One route of an area's published route table (@gpa/contracts' PublishedRoute). */
export const publishedRouteSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string().optional(),
  query: z.array(z.string()).optional(),
  menu: z.array(menuEntrySchema).optional(),
  footer: z.object({ label: z.string(), order: z.number() }).optional(),
  search: z.object({ label: z.string(), description: z.string().optional() }).optional(),
  offlineEssential: z.boolean().optional(),
  reads: z.array(z.string()).optional(),
  views: z
    .array(z.object({ label: z.string(), at: z.string().optional(), reads: z.array(z.string()).optional() }))
    .optional(),
}) satisfies z.ZodType<PublishedRoute>;

/** Compiles only when T is true. */
type Holds<T extends true> = T;
/** Every field of PublishedRoute is in the schema (one it lacked would be dropped from the manifest when read). */
export type EveryRouteFieldParsed = Holds<
  [Exclude<keyof PublishedRoute, keyof z.infer<typeof publishedRouteSchema>>] extends [never] ? true : false
>;

/** routes.json: the area's route table, as its build published it. */
export const routesFileSchema = z.object({ routes: z.array(publishedRouteSchema) });

/** mf-manifest.json (Module Federation's manifest): the parts read here, its remoteEntry and exposed modules' files. */
export const federationManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string().default('') }) }),
  exposes: z
    .array(z.object({ path: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) }))
    .default([]),
});

/** page-chunks.json (shared-ui/build/route-table.js): the code chunks of each route path. */
export const pageChunksSchema = z.record(z.string(), z.array(z.string()));
