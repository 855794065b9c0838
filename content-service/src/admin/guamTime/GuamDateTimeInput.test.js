/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { createElement as h, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@strapi/design-system';
import { ADMIN_INPUTS } from '@gpa/content-catalog/editor-fields';
import GuamDateTimeInput from './GuamDateTimeInput';
import { GUAM_DATETIME_FIELD, guamListText, guamTextOf, readGuamText } from './guamTime';

test("the admin registers the custom field the catalog names, storing the catalog's type", () => {
  expect(ADMIN_INPUTS).toEqual({ [GUAM_DATETIME_FIELD.name]: GUAM_DATETIME_FIELD.type });
});

test('a stored UTC instant reads as Guam time, ten hours later, whatever the day', () => {
  expect(guamTextOf('2026-11-30T23:05:00.000Z')).toBe('2026-12-01T09:05');
  expect(guamTextOf('2026-12-31T14:00:00.000Z')).toBe('2027-01-01T00:00');
  expect(guamTextOf(null)).toBe('');
  expect(guamListText('2026-11-30T23:05:00.000Z')).toBe('Dec 1, 2026, 9:05 AM ChST');
  expect(guamListText(null)).toBe('');
  expect(guamTextOf('not a time')).toBe('');
});

test('Guam time typed on a 5-minute step is the UTC instant ten hours earlier; the rest is refused with why', () => {
  expect(readGuamText('2026-12-01T09:05')).toEqual({ stored: '2026-11-30T23:05:00.000Z' });
  expect(readGuamText('2027-01-01T00:00')).toEqual({ stored: '2026-12-31T14:00:00.000Z' });
  expect(readGuamText('')).toEqual({ stored: null });
  expect(readGuamText('2026-12-01T09:07')).toEqual({
    problem: 'Times go in steps of 5 minutes: 09:05 or 09:10, not 09:07.',
  });
  expect(readGuamText('2026-12-01T23:58').problem).toContain('23:55 or 00:00');
  expect(readGuamText('2026-12-01T09:05:30').problem).toContain('not 09:05:30');
  expect(readGuamText('2026-02-30T09:05').problem).toBe(
    '"2026-02-30T09:05" is not a date and time. Pick one, in ChST (UTC+10).',
  );
  expect(readGuamText('', true).problem).toMatch(/^Enter the whole date and time .* in ChST \(UTC\+10\)\.$/);
});

/** The input as Strapi's edit view renders it: the form's value, its onChange(name, value), label, help, error. */
function renderInput({ stored = null, error } = {}) {
  const changes = [];
  function Form() {
    const [value, setValue] = useState(stored);
    const onChange = (name, next) => {
      changes.push([name, next]);
      setValue(next);
    };
    const props = {
      name: 'StartsAt',
      label: 'Starts at',
      hint: 'Optional: the notice shows from this time.',
    };
    return h(GuamDateTimeInput, { ...props, value, error, onChange, attribute: { type: 'datetime' } });
  }
  render(h(DesignSystemProvider, { locale: 'en' }, h(Form)));
  return { input: screen.getByLabelText(/^Starts at · ChST \(UTC\+10\)/), changes };
}

test('labelled with the field and the zone, described by its help line, stepping by 5 minutes', () => {
  const { input } = renderInput({ stored: '2026-11-30T23:05:00.000Z' });
  expect(input).toHaveAttribute('type', 'datetime-local');
  expect(input).toHaveAttribute('step', '300');
  expect(input).toHaveValue('2026-12-01T09:05');
  expect(input).toHaveAccessibleDescription('Optional: the notice shows from this time.');
});

test('a time typed in ChST goes to the form as UTC; one off the step is kept, explained and never saved as a time', async () => {
  const { input, changes } = renderInput();
  fireEvent.change(input, { target: { value: '2026-12-01T09:05' } });
  expect(changes).toEqual([['StartsAt', '2026-11-30T23:05:00.000Z']]);
  fireEvent.change(input, { target: { value: '2026-12-01T09:07' } });
  expect(input).toHaveValue('2026-12-01T09:07');
  expect(input).toHaveAccessibleDescription(/Times go in steps of 5 minutes: 09:05 or 09:10, not 09:07\./);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  // The form holds the editor's words, which the content service refuses at Save next to the field.
  expect(changes.at(-1)).toEqual(['StartsAt', '2026-12-01 09:07 ChST']);
  await userEvent.click(screen.getByRole('button', { name: 'Clear Starts at' }));
  expect(input).toHaveValue('');
  expect(changes.at(-1)).toEqual(['StartsAt', null]);
  expect(input).not.toHaveAttribute('aria-invalid', 'true');
});

test("an unfinished date and time is explained when the editor leaves it; Strapi's own error shows otherwise", () => {
  const { input, changes } = renderInput({ stored: '2026-11-30T23:05:00.000Z', error: 'Save refused' });
  expect(input).toHaveAccessibleDescription(/Save refused/);
  // What the browser does with a half-typed value: the value empties, validity.badInput says why.
  Object.defineProperty(input, 'validity', { value: { badInput: true } });
  act(() => {
    fireEvent.change(input, { target: { value: '' } });
  });
  fireEvent.blur(input);
  expect(input).toHaveAccessibleDescription(/^Enter the whole date and time/);
  expect(changes).toEqual([['StartsAt', 'an unfinished date and time']]);
});
