import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { theme } from '../theme/theme';
import { Collapsible } from './Collapsible';

const renderCollapsible = (props: Partial<Parameters<typeof Collapsible>[0]> = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <Collapsible title="Frequently asked questions" {...props}>
        <p>Rates are reviewed every six months.</p>
      </Collapsible>
    </ThemeProvider>,
  );

/** The <summary> a visitor clicks: the one holding the title. */
const summaryOf = (title: string) => screen.getByRole('heading', { name: title }).closest('summary')!;

test('a native disclosure, closed at first: its summary holds the title heading and opens and closes the panel', async () => {
  const user = userEvent.setup();
  renderCollapsible();

  const disclosure = screen.getByRole('group', { name: 'Frequently asked questions' });
  expect(disclosure.tagName).toBe('DETAILS');
  expect(disclosure).not.toHaveAttribute('open');
  expect(summaryOf('Frequently asked questions').parentElement).toBe(disclosure);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Frequently asked questions');
  expect(screen.getByText('Rates are reviewed every six months.')).not.toBeVisible();

  await user.click(summaryOf('Frequently asked questions'));
  expect(disclosure).toHaveAttribute('open');
  expect(screen.getByText('Rates are reviewed every six months.')).toBeVisible();

  await user.click(summaryOf('Frequently asked questions'));
  expect(disclosure).not.toHaveAttribute('open');
  expect(screen.getByText('Rates are reviewed every six months.')).not.toBeVisible();
});

test('can start open, at another heading level; the server writes it open (nothing needs the script)', () => {
  renderCollapsible({ defaultOpen: true, headingLevel: 3 });
  expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  expect(screen.getByRole('group')).toHaveAttribute('open');
  expect(screen.getByText('Rates are reviewed every six months.')).toBeVisible();

  const html = renderToString(
    <ThemeProvider theme={theme}>
      <Collapsible title="Opened" defaultOpen>
        text
      </Collapsible>
      <Collapsible title="Closed">text</Collapsible>
    </ThemeProvider>,
  );
  expect(html).toMatch(/<details open=""[^>]*><summary[^>]*><h2[^>]*>Opened<\/h2><\/summary>/);
  expect(html).toMatch(/<details(?! open)[^>]*><summary[^>]*><h2[^>]*>Closed<\/h2><\/summary>/);
});

/** A page around a panel that re-renders on demand (as any state change of a page does). */
function PageWithPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [renders, setRenders] = useState(0);
  const wrap = (children: ReactNode) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return wrap(
    <>
      <Collapsible title="Billing Samples" defaultOpen={defaultOpen}>
        <p>One PDF.</p>
      </Collapsible>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
    </>,
  );
}

test('a panel the visitor opened or closed before the script arrived stays so when the page hydrates and renders again', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <>
      <PageWithPanel />
      <PageWithPanel defaultOpen />
    </>,
  );
  const [opened, closed] = [...container.querySelectorAll('details')];
  // The visitor toggles both while the script is still on its way: the browser does it, no script needed.
  opened!.open = true;
  closed!.open = false;

  await act(async () => {
    hydrateRoot(
      container,
      <>
        <PageWithPanel />
        <PageWithPanel defaultOpen />
      </>,
    );
  });
  for (const button of screen.getAllByRole('button', { name: /Render/ })) fireEvent.click(button);

  expect(screen.getAllByRole('button', { name: 'Render 1' })).toHaveLength(2);
  expect(opened).toHaveAttribute('open');
  expect(closed).not.toHaveAttribute('open');
  container.remove();
});

test.each([
  ['blue', 'rgb(255, 255, 255)', 'rgb(0, 59, 111)'],
  ['white', 'rgb(0, 59, 111)', 'rgb(255, 255, 255)'],
] as const)('the %s variant colours its title bar', (variant, color, background) => {
  renderCollapsible({ variant });
  expect(summaryOf('Frequently asked questions')).toHaveStyle({ color, background });
});

/** The CSS of every rule (media rules with their condition) that applies a class of this element. */
function cssOf(element: HTMLElement): string {
  const classes = [...element.classList].map((name) => `.${name}`);
  const text = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) =>
      rule instanceof CSSMediaRule
        ? text(rule.cssRules).map((inner) => `@media ${rule.conditionText} { ${inner} }`)
        : classes.some((name) => rule.cssText.includes(name))
          ? [rule.cssText]
          : [],
    );
  return [...document.styleSheets].flatMap((sheet) => text(sheet.cssRules)).join('\n');
}

test('an open text panel is capped at about 24rem and scrolls inside on wider screens only, and can be focused to scroll', () => {
  renderCollapsible({ defaultOpen: true });
  const panel = screen.getByRole('region', { name: 'Frequently asked questions' });
  expect(cssOf(panel)).toMatch(
    /@media \(min-width: \d+px\) \{ \.[\w-]+ \{[^}]*max-height: 24rem;[^}]*overflow-y: auto;/,
  );
  expect(cssOf(panel)).not.toMatch(/^\.[\w-]+ \{[^}]*max-height/m);
  // Paper does not scroll: printed, the panel is whole.
  expect(cssOf(panel)).toMatch(/@media print \{ \.[\w-]+ \{[^}]*max-height: none;[^}]*overflow-y: visible;/);
  expect(panel).toHaveAttribute('tabindex', '0');
});

test('a panel that fits its content (a calculator, a chart, a long answer) never caps or scrolls, and is no extra tab stop', () => {
  renderCollapsible({ defaultOpen: true, fitContent: true });
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  const panel = screen.getByText('Rates are reviewed every six months.').parentElement!;
  expect(cssOf(panel)).not.toContain('max-height');
  expect(cssOf(panel)).not.toContain('overflow');
  expect(panel).not.toHaveAttribute('tabindex');
});

test('every panel on a page gets its own ids: each is named by its own title', () => {
  render(
    <ThemeProvider theme={theme}>
      <Collapsible title="One">first</Collapsible>
      <Collapsible title="Two">second</Collapsible>
    </ThemeProvider>,
  );
  expect(screen.getByRole('group', { name: 'One' })).toHaveTextContent('first');
  expect(screen.getByRole('group', { name: 'Two' })).toHaveTextContent('second');
});
