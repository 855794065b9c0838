// The search term is a pattern ("the term treated as a pattern"), but a visitor must not be
// able to break or freeze the page with one. A term is used as a regular expression only when it is valid
// AND its worst-case backtracking is provably small; anything else is matched as plain text.
//
// Why this bound holds: without backreferences, lookarounds and quantified groups that themselves repeat
// or branch, a backtracking engine explores at most (choices of each quantifier) x (alternatives) paths
// from each start position. With text cut to MAX_MATCHED_TEXT_LENGTH, `*`, `+` and `{n,}` offer at most
// that many choices, `?` two and `{n,m}` m-n+1. So the work per text is at most
// MAX_MATCHED_TEXT_LENGTH x product(choices), which must stay under MAX_BACKTRACKING_STEPS.

/** Longer titles and descriptions are matched on their first this-many characters. */
export const MAX_MATCHED_TEXT_LENGTH = 500;
/** About a millisecond of matching per text at worst. */
const MAX_BACKTRACKING_STEPS = 1_000_000;

export interface Matcher {
  /** 'pattern' when the term is used as a regular expression, 'text' when it is matched literally. */
  mode: 'pattern' | 'text';
  matches(text: string | null | undefined): boolean;
}

const QUANTIFIER_BRACES = /^\{(\d+)(?:(,)(\d*))?\}/;

interface GroupFrame {
  /** Whether anything inside repeats or branches: repeating such a group again is exponential. */
  repeatsOrBranches: boolean;
  alternatives: number;
}

/**
 * Whether `pattern` (already known to compile) is cheap to run in the worst case; see the bound above.
 * Rejects backreferences, lookarounds and named groups, and nested repetition such as `(a+)+` or `(a|aa)*`.
 */
export function isSafePattern(pattern: string): boolean {
  let worstCase = MAX_MATCHED_TEXT_LENGTH; // one attempt per start position
  const multiply = (choices: number) => {
    worstCase *= Math.max(1, Math.min(choices, MAX_MATCHED_TEXT_LENGTH + 1));
    return worstCase <= MAX_BACKTRACKING_STEPS;
  };
  const groups: GroupFrame[] = [{ repeatsOrBranches: false, alternatives: 1 }];
  // Whether a quantifier here would repeat a group that already repeats or branches inside.
  let afterRepeatingGroup = false;

  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    const current = groups[groups.length - 1]!;
    switch (char) {
      case '\\': {
        if (/[1-9k]/.test(pattern[i + 1] ?? '')) return false; // backreference
        i++;
        break;
      }
      case '[': {
        // A character class is one atom. In JavaScript the first unescaped "]" closes it, even right after "[".
        i++;
        while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
        break;
      }
      case '(': {
        if (pattern[i + 1] === '?') {
          if (pattern[i + 2] !== ':') return false; // lookaround or named group
          i += 2;
        }
        groups.push({ repeatsOrBranches: false, alternatives: 1 });
        break;
      }
      case ')': {
        if (groups.length === 1) return false; // unbalanced: not a pattern at all
        const closed = groups.pop()!;
        if (!multiply(closed.alternatives)) return false;
        groups[groups.length - 1]!.repeatsOrBranches ||= closed.repeatsOrBranches;
        afterRepeatingGroup = closed.repeatsOrBranches;
        continue;
      }
      case '|': {
        current.alternatives++;
        current.repeatsOrBranches = true;
        break;
      }
      case '*':
      case '+':
      case '?':
      case '{': {
        let choices = MAX_MATCHED_TEXT_LENGTH;
        if (char === '?') choices = 2;
        if (char === '{') {
          const braces = QUANTIFIER_BRACES.exec(pattern.slice(i));
          if (!braces) break; // a literal "{"
          const [text, min, comma, max] = braces;
          if (!comma) choices = 1;
          else if (max) choices = Number(max) - Number(min) + 1;
          i += text.length - 1;
        }
        if (afterRepeatingGroup) return false; // nested repetition
        if (pattern[i + 1] === '?') i++; // the lazy modifier, not another quantifier
        current.repeatsOrBranches = true;
        if (!multiply(choices)) return false;
        break;
      }
      default:
        break;
    }
    afterRepeatingGroup = false;
  }
  return multiply(groups[0]!.alternatives);
}

/** A pattern that compiles, or undefined. Case-insensitive. */
function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'i');
  } catch {
    return undefined;
  }
}

/** Builds the matcher for a search term (already trimmed and bounded). */
export function createMatcher(term: string): Matcher {
  const bounded = (text: string | null | undefined) => (text ?? '').slice(0, MAX_MATCHED_TEXT_LENGTH);
  const regExp = compile(term);
  if (regExp && isSafePattern(term)) return { mode: 'pattern', matches: (text) => regExp.test(bounded(text)) };
  const needle = term.toLowerCase();
  return { mode: 'text', matches: (text) => bounded(text).toLowerCase().includes(needle) };
}

/** Whether the term uses any pattern syntax at all (so a plain-text fallback is worth telling the visitor). */
export const hasPatternSyntax = (term: string) => /[\\^$.*+?()[\]{}|]/.test(term);
