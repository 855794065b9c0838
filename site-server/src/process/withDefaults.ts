/** The settings given over `defaults`: a setting left undefined (an unset environment variable) keeps its default. */
export function withDefaults<Defaults extends object, Settings extends object>(
  defaults: Defaults,
  settings: Settings,
): Defaults & Settings {
  return {
    ...defaults,
    ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
  } as Defaults & Settings;
}
