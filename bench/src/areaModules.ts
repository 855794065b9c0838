import type { AreaRoutesModule } from '@gpa/shared-ui';

/**
 * Every module the areas expose through federation (their package.json "exports"), keyed as the federation
 * runtime names them ("mf_tools/BillComparison"), as a static import: in the monolith each one is a chunk of
 * the one build instead of another build's remote.
 */
export const exposedModules: Record<string, () => Promise<unknown>> = {
  'mf_customer/routes': () => import('@gpa/mf-customer/routes'),
  'mf_corporate/routes': () => import('@gpa/mf-corporate/routes'),
  'mf_financials/routes': () => import('@gpa/mf-financials/routes'),
  'mf_tools/routes': () => import('@gpa/mf-tools/routes'),
  'mf_tools/BillComparison': () => import('@gpa/mf-tools/BillComparison'),
  'mf_tools/NewsletterSignup': () => import('@gpa/mf-tools/NewsletterSignup'),
  'mf_tools/SchoolVisitRequest': () => import('@gpa/mf-tools/SchoolVisitRequest'),
};

/** An area's ./routes module by its site manifest name ("tools"); the same promise on every call. */
const loadedRoutes = new Map<string, Promise<AreaRoutesModule>>();
export function loadAreaRoutes(area: string): Promise<AreaRoutesModule> {
  let loading = loadedRoutes.get(area);
  if (!loading) {
    const load = exposedModules[`mf_${area}/routes`];
    loading = load
      ? (load() as Promise<AreaRoutesModule>)
      : Promise.reject(new Error(`Unknown area ${area}`));
    loadedRoutes.set(area, loading);
  }
  return loading;
}
