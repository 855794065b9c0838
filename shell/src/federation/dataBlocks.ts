/**
 * Reads a JSON data block the site server put in the page (`<script type="application/json" id=...>`):
 * data, not code, so the content security policy needs no inline script. Undefined when absent or broken.
 */
export function readDataBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
