import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

test('starts closed; the title is a button in a heading that opens and closes the panel it controls', async () => {
  const user = userEvent.setup();
  renderCollapsible();

  const toggle = screen.getByRole('button', { name: 'Frequently asked questions' });
  expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toContainElement(
    toggle,
  );
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Rates are reviewed every six months.')).not.toBeVisible();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'Frequently asked questions' });
  expect(toggle).toHaveAttribute('aria-controls', panel.id);
  expect(panel).toHaveTextContent('Rates are reviewed every six months.');
  expect(panel).toBeVisible();

  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Rates are reviewed every six months.')).not.toBeVisible();
});

test('can start open, at another heading level', () => {
  renderCollapsible({ defaultOpen: true, headingLevel: 3 });
  expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Rates are reviewed every six months.')).toBeVisible();
});

test.each([
  ['blue', 'rgb(255, 255, 255)', 'rgb(0, 59, 111)'],
  ['white', 'rgb(0, 59, 111)', 'rgb(255, 255, 255)'],
] as const)('the %s variant colours its title bar', (variant, color, background) => {
  renderCollapsible({ variant });
  const toggle = screen.getByRole('button');
  expect(toggle).toHaveStyle({ color, background });
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
  const panel = screen.getByRole('region');
  expect(cssOf(panel)).toMatch(
    /@media \(min-width: \d+px\) \{ \.[\w-]+ \{[^}]*max-height: 24rem;[^}]*overflow-y: auto;/,
  );
  expect(cssOf(panel)).not.toMatch(/^\.[\w-]+ \{[^}]*max-height/m);
  expect(panel).toHaveAttribute('tabindex', '0');
});

test('a panel that fits its content (a calculator, a chart, a long answer) never caps or scrolls, and is no extra tab stop', () => {
  renderCollapsible({ defaultOpen: true, fitContent: true });
  const panel = screen.getByRole('region');
  expect(cssOf(panel)).not.toContain('max-height');
  expect(cssOf(panel)).not.toContain('overflow');
  expect(panel).not.toHaveAttribute('tabindex');
});

test('every panel on a page gets its own ids', () => {
  render(
    <ThemeProvider theme={theme}>
      <Collapsible title="One">first</Collapsible>
      <Collapsible title="Two">second</Collapsible>
    </ThemeProvider>,
  );
  const [one, two] = screen.getAllByRole('button');
  expect(one?.getAttribute('aria-controls')).not.toBe(two?.getAttribute('aria-controls'));
});
