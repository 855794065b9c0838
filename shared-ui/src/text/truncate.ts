/** Cuts a label to `max` characters followed by an ellipsis, as every list with a length limit shows a long label. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
