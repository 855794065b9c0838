// Strapi's query string (the qs library's format, written here instead of bundling qs and its 100 KB of
// dependencies): nested objects and arrays as bracketed keys (`filters[Slug][$eq]=x`, `populate[0]=File`),
// keys left as written, values percent-encoded as RFC 3986 asks (also `!'()*`), undefined values left out.

/** RFC 3986: everything but unreserved characters is escaped (encodeURIComponent leaves `!'()*`). */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A value's text: dates in ISO form, null as empty, numbers, booleans and strings as written. */
function scalarText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${value}`;
  return '';
}

function appendPairs(key: string, value: unknown, pairs: string[]) {
  if (value === undefined) return;
  if (Array.isArray(value)) value.forEach((item, index) => appendPairs(`${key}[${index}]`, item, pairs));
  else if (value !== null && typeof value === 'object' && !(value instanceof Date))
    for (const [name, item] of Object.entries(value)) appendPairs(`${key}[${name}]`, item, pairs);
  else pairs.push(`${key}=${encodeValue(scalarText(value))}`);
}

/** `?`-prefixed query string of `query`, or '' when it has no value. */
export function strapiQueryString(query: object): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) appendPairs(name, value, pairs);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
