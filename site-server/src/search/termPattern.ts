// The site search's other matching rule: the term, as a case-insensitive pattern, against each entry's
// title and description ("nerg" finds Energy, "r.te" finds Rate). A visitor's pattern is a regular expression
// run on the server, so it runs in a context with a time limit: one that backtracks without end (`(a+)+$`)
// would otherwise hold every page this process answers. A term that is no valid pattern (`C++`), or that
// runs out of time, matches as written; so does one whose signs mean something else in a pattern (`$1,000`).
import vm from 'node:vm';
import * as z from 'zod/v4';

/** What one query's pattern may cost the process, over all the entries. */
const PATTERN_TIME_LIMIT_MS = 25;

const context = vm.createContext({ pattern: '', subjects: [] as readonly string[] });
const testEach = new vm.Script(
  '(() => { const re = new RegExp(pattern, "i"); return subjects.map((subject) => re.test(subject)); })()',
);
const testResults = z.array(z.boolean());

/** For each subject, whether the term matches it as a case-insensitive pattern or as written. */
export function matchesTerm(term: string, subjects: readonly string[]): boolean[] {
  const written = term.toLowerCase();
  const asWritten = subjects.map((subject) => subject.toLowerCase().includes(written));
  Object.assign(context, { pattern: term, subjects });
  try {
    const asPattern = testResults.parse(testEach.runInContext(context, { timeout: PATTERN_TIME_LIMIT_MS }));
    return asWritten.map((matched, index) => matched || asPattern[index] === true);
  } catch {
    return asWritten;
  } finally {
    Object.assign(context, { pattern: '', subjects: [] });
  }
}

/** What an entry is matched by: its title, the curated titles naming it, its description. */
interface Described {
  link: string;
  title: string;
  aliases?: string;
  description?: string;
}

/** The links of the entries whose title or description the term matches (as a pattern or as written). */
export function linksMatchingTerm(term: string, entries: readonly Described[]): string[] {
  const matched = matchesTerm(
    term,
    entries.map((entry) => [entry.title, entry.aliases, entry.description].filter(Boolean).join('\n')),
  );
  return entries.filter((_, index) => matched[index]).map((entry) => entry.link);
}
