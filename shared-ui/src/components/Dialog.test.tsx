import { ThemeProvider } from '@emotion/react';
import { render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../theme/theme';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

const render = (ui: ReactElement) => renderPlain(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Subscribe
      </button>
      <Dialog open={open} title="Newsletter Subscription" onClose={() => setOpen(false)}>
        <p>Thank you for subscribing to our newsletter.</p>
      </Dialog>
    </>
  );
}

test('nothing is rendered while closed', () => {
  render(<Opener />);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('opens labelled by its title with focus inside, closes with OK and gives focus back to the opener', async () => {
  const user = userEvent.setup();
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Subscribe' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Newsletter Subscription' });
  expect(dialog).toHaveTextContent('Thank you for subscribing to our newsletter.');
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test('Escape closes it; Tab stays inside', async () => {
  const user = userEvent.setup();
  render(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  await user.tab();
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
