// What a visitor typed or chose in a server-rendered field before the script arrived, kept when it does.
import { useLayoutEffect, type RefObject } from 'react';

/**
 * React's hydration leaves a field's value as the visitor typed it, but holds the server's value (empty) in
 * its state: the next render would put that back and wipe the typing. Once, as the script takes over, each
 * field's current value is handed to `adopt` where it differs from the state's, so state and field agree.
 */
export function useAdoptTypedValues<F extends string>(
  fields: RefObject<Partial<Record<F, HTMLInputElement | HTMLSelectElement | null>>>,
  stateValue: (field: F) => string,
  adopt: (field: F, typed: string) => void,
): void {
  useLayoutEffect(() => {
    for (const [field, input] of Object.entries(fields.current) as [
      F,
      HTMLInputElement | HTMLSelectElement | null,
    ][]) {
      if (input && input.value !== stateValue(field)) adopt(field, input.value);
    }
    // Only at hydration: afterwards the state leads and the fields follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
