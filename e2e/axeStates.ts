// The page states axe has passed in this run, shared by the workers through a file in the run's output
// folder (emptied as each run starts). A state is what axe reads: the document's markup without its scripts'
// text (the page's data, stamped with the time it was rendered), the fields' values, the focused element, the
// address, the window's width and media features, and the exceptions it is checked with. The same state is
// not checked twice: axe's word on it is the same, and a run costs a page load's CPU twice over.
import { test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const storeFile = () => path.join(test.info().project.outputDir, 'axe-passed-states');

/** The state of the page as axe would read it, as a key. */
export async function pageState(page: Page, excepted: unknown[]): Promise<string> {
  const state = await page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')];
    const address = new URL(location.href);
    return [
      `${address.pathname}${address.search}${address.hash}`,
      innerWidth,
      ['(prefers-color-scheme: dark)', '(forced-colors: active)', '(scripting: none)'].map(
        (query) => matchMedia(query).matches,
      ),
      fields.map((field) => [field.value, field.checked]),
      [...document.querySelectorAll('*')].indexOf(document.activeElement as Element),
      document.documentElement.outerHTML.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script>'),
    ];
  });
  return createHash('sha256')
    .update(JSON.stringify([state, excepted]))
    .digest('hex');
}

export function checkedBefore(state: string): boolean {
  const file = storeFile();
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(`${state}\n`);
}

/** Records a state axe passed; appends are whole lines, so workers writing at once do not mix them. */
export function markChecked(state: string): void {
  const file = storeFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${state}\n`);
}
