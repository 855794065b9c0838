// How text becomes search terms (the same for what is indexed and what is asked), and a rendered page's text.

/** Words too common to tell pages apart ("pay my bill" searches "pay" and "bill"). */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or our the this to was we what when where which who with you your'.split(
    ' ',
  ),
);

/** Letters and digits of any script; everything else separates words. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** The words of a text, in order, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * A small English stemmer: plurals, the common verb endings and a final e, so "bills" finds "bill", "claims"
 * "claim", "metering" "meter" and "filed" "file". It only strips endings, the same for what is indexed and what
 * is asked.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("'s")) return stem(word.slice(0, -2));
  return withoutFinalE(withoutEnding(word));
}

function withoutEnding(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2));
  return word;
}

/** "planned" -> "plan"; "billing" -> "bill" (English doubles l, s, f and z at the end of a word). */
function undouble(base: string): string {
  return /([^aeiouylsfz])\1$/.test(base) ? base.slice(0, -1) : base;
}

/** "file", "filed" and "filing" all end as "fil". */
const withoutFinalE = (word: string) => (word.length > 3 && word.endsWith('e') ? word.slice(0, -1) : word);

/** One word as the index keeps it: lower case, accents off, stemmed; null for a stop word. */
export function processTerm(word: string): string | null {
  const plain = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, "'");
  if (STOP_WORDS.has(plain)) return null;
  return stem(plain);
}

/** The search terms of a text, in order, stop words left out. */
export const terms = (text: string): string[] => words(text).flatMap((word) => processTerm(word) ?? []);

/**
 * Words on every link or every printed page that say nothing of the subject: the hidden "(opens in a new tab)" of
 * links, page footers ("... - Page 1 of 2") and the date line of printed documents ("Issued August 1, 2025").
 */
const BOILERPLATE = [
  /\s*\(opens in a new tab\)/gi,
  /\s*(?:-\s*)?\bPage \d+ of \d+\b/gi,
  /\bIssued (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b(?: by the Guam Power Authority\.)?/g,
];

/** A text without the words every page or document repeats, so they neither match nor fill a snippet. */
export const withoutBoilerplate = (text: string): string =>
  BOILERPLATE.reduce((cleaned, pattern) => cleaned.replace(pattern, ' '), text)
    .replace(/\s+/g, ' ')
    .trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Text of an HTML fragment: tags dropped (block ends become spaces), entities decoded, whitespace folded. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html.replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PageText {
  headings: string;
  body: string;
}

// A control that says nothing of the page (a carousel's Pause, Next, slide numbers) is marked `data-nosnippet`
// (the attribute search engines read for the same purpose); a button holds no other button.
const NOT_CONTENT = /<button\b[^>]*\bdata-nosnippet\b[^>]*>[\s\S]*?<\/button>/gi;

/**
 * The words of a page as the server rendered it: only its main landmark (the header, menu and footer are on
 * every page and would match everything) without its controls marked as no content, its h1 to h3 apart from
 * the rest. The HTML is the site's own render.
 */
export function pageText(html: string): PageText {
  const main = (/<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? html).replace(NOT_CONTENT, ' ');
  const headings = [...main.matchAll(/<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/gi)].map((match) =>
    htmlToText(match[1] ?? ''),
  );
  return { headings: headings.join(' · '), body: htmlToText(main) };
}
