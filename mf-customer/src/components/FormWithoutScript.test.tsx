import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '@gpa/shared-ui';
import { FormWithoutScript } from './FormWithoutScript';

const themed = (children: ReactNode) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

test('posts to the form page every field the content catalog gives the form, nothing in the address', () => {
  render(
    themed(
      <FormWithoutScript
        form="school-visit-requests"
        page="/school-visit-request"
        name="School visit request"
        submitLabel="Submit Request"
      />,
    ),
  );
  const form = screen.getByRole('form', { name: 'School visit request' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/school-visit-request');
  // The server checks the fields and answers with the form's own messages, as with the script.
  expect(form).toHaveAttribute('novalidate');
  expect(form.querySelector('input[type="hidden"][name="form"]')).toHaveValue('school-visit-requests');
  expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'Name');
  expect(screen.getByLabelText('School')).toHaveAttribute('maxlength', '200');
  expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  expect(screen.getByRole('button', { name: 'Submit Request' })).toHaveAttribute('type', 'submit');
});

test("the newsletter's fields, rendered on the server as plain HTML", () => {
  const html = renderToString(
    themed(
      <FormWithoutScript
        form="e-newsletters"
        page="/newsletter-sign-up"
        name="E-newsletter sign-up"
        submitLabel="Subscribe"
      />,
    ),
  );
  const names = [...html.matchAll(/<input type="(?:text|tel|email)"[^>]* name="(\w+)"/g)].map(
    ([, name]) => name,
  );
  expect(names).toEqual(['FirstName', 'LastName', 'PhoneNumber', 'Email']);
  expect(html).toMatch(/^<form [^>]*action="\/newsletter-sign-up" method="post">/);
});
