// A phone number from its content record, as a link that dials it (or texts it), with the record's hours.
import type { ContactFact } from './contactRecords';

/** The number as a tap-to-call (or tap-to-text) link; `fallback` while the record loads or if it is missing. */
export function ContactPhone({
  fact,
  text,
  fallback,
}: {
  fact?: ContactFact;
  text?: boolean;
  fallback: string;
}) {
  if (!fact?.phone) return <>{fallback}</>;
  return <a href={text ? fact.smsHref : fact.telHref}>{fact.phone}</a>;
}

/** The record's hours in words after a number (", Mon-Fri 8AM to 5PM"), or nothing. */
export const hoursAfter = (fact?: ContactFact) => (fact?.hours ? `, ${fact.hours}` : '');
