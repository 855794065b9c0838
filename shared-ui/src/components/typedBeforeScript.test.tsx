import { act, fireEvent, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAdoptTypedValues } from './typedBeforeScript';

/** A controlled field as the forms have it, and a button that re-renders the form (as any state change does). */
function TypedField() {
  const [value, setValue] = useState('');
  const [renders, setRenders] = useState(0);
  const fields = useRef<{ kwh?: HTMLInputElement | null }>({});
  useAdoptTypedValues(
    fields,
    () => value,
    (_field, typed) => setValue(typed),
  );
  return (
    <>
      <input
        aria-label="kWh"
        ref={(element) => {
          fields.current.kwh = element;
        }}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
      <output>{value}</output>
    </>
  );
}

test('what was typed into the server-rendered field before hydration stays, and the state takes it', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<TypedField />);
  // The visitor types while the script is still on its way.
  (container.querySelector('input') as HTMLInputElement).value = '1000';

  await act(async () => {
    hydrateRoot(container, <TypedField />);
  });
  fireEvent.click(screen.getByRole('button', { name: /Render/ }));

  expect(screen.getByRole('textbox', { name: 'kWh' })).toHaveValue('1000');
  expect(container.querySelector('output')).toHaveTextContent('1000');
});
