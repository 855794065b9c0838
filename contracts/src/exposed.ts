// The modules an area exposes for other areas to embed (shared-ui's AreaComponent), declared once: the
// exposing area checks its modules against this list (mf-tools/src/exposed/contract.ts), and a page can embed
// only a module listed here. Each is a component whose default export takes no props.
export interface ExposedModules {
  tools: {
    /** The residential bill comparison at current and proposed rates (reads ?kwh= from the address). */
    './BillComparison': true;
    /** The e-newsletter sign-up form. */
    './NewsletterSignup': true;
    /** The school visit request form. */
    './SchoolVisitRequest': true;
  };
}

/** An area that exposes modules to embed. */
export type EmbeddingArea = keyof ExposedModules;
/** A module `Area` exposes ("./BillComparison"). */
export type ExposedModule<Area extends EmbeddingArea> = keyof ExposedModules[Area] & string;
