/** Cuts a label to `max` characters followed by an ellipsis, as the spec's truncation rules say. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
