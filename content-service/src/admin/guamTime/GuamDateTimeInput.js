// The admin's input of the custom field guam-datetime (a notice's Starts at and Ends at): the date and time in
// Guam's time, in 5-minute steps (the browser's own date and time control, its minutes stepping by 5), stored
// as the UTC instant Strapi's datetime holds. Labelled with the field's label and the zone; the field's help
// line and Strapi's error under it, or, while the editor's text cannot be saved, why (guamTime.js).
import { createElement as h, useEffect, useRef, useState } from 'react';
import { Field, Flex, TextButton, Typography } from '@strapi/design-system';
import { GUAM_ZONE, STEP_MINUTES, guamTextOf, readGuamText, unsavedText } from './guamTime';

// The latest time Strapi's own date pickers offer.
const LATEST = '2099-12-31T23:55';

/** The text the input shows, and what to tell the editor, following the value the form holds. */
function useGuamText(value, send) {
  const [text, setText] = useState(() => guamTextOf(value));
  const [problem, setProblem] = useState('');
  const sent = useRef(value);
  // A value the form gets from elsewhere (the entry opened, saved or reset) replaces the editor's text.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(guamTextOf(value));
    setProblem('');
  }, [value]);
  const keep = (typed, unfinished) => {
    const read = readGuamText(typed, unfinished);
    setText(typed);
    setProblem(read.problem ?? '');
    const next = read.problem ? unsavedText(typed) : read.stored;
    if (next === sent.current) return;
    sent.current = next;
    send(next);
  };
  return { text, problem, keep };
}

export default function GuamDateTimeInput({
  name,
  label,
  hint,
  required,
  disabled,
  labelAction,
  value,
  error,
  onChange,
}) {
  const { text, problem, keep } = useGuamText(value, (next) => onChange(name, next));
  // An unfinished date or time leaves the input's value empty: the browser says so by validity.badInput (and
  // sends no change while the value stays empty: leaving the field tells).
  const read = (event) => keep(event.target.value, event.target.validity.badInput);
  const leave = (event) => event.target.validity.badInput && keep('', true);
  return h(
    Field.Root,
    { name, hint, required, error: problem || error },
    h(
      Field.Label,
      { action: labelAction },
      label,
      h(Typography, { variant: 'pi', textColor: 'neutral600', fontWeight: 'regular' }, ` · ${GUAM_ZONE}`),
    ),
    h(
      Flex,
      { gap: 2, alignItems: 'center' },
      h(
        Flex,
        { flex: '1', direction: 'column', alignItems: 'stretch' },
        h(Field.Input, {
          type: 'datetime-local',
          step: STEP_MINUTES * 60,
          max: LATEST,
          value: text,
          disabled,
          onChange: read,
          onBlur: leave,
        }),
      ),
      text || problem
        ? h(TextButton, { onClick: () => keep('', false), disabled, 'aria-label': `Clear ${label}` }, 'Clear')
        : null,
    ),
    h(Field.Hint),
    h(Field.Error),
  );
}
