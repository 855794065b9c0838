import { ThemeProvider } from '@emotion/react';
import { theme } from '@gpa/shared-ui';
import { renderToString } from 'react-dom/server';
import { AnnotatedBill } from './AnnotatedBill';
import { SAMPLE_BILL } from './billSample';

test('the server renders the picture with its text alternative, as the first client render does', () => {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <AnnotatedBill />
    </ThemeProvider>,
  );
  const title = /<title id="[^"]+">([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).toContain(`Sample residential bill for ${SAMPLE_BILL.meter.used}`);
  expect(title).toContain('explained below.');
});
