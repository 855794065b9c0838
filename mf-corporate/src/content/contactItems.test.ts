import { FEATURED_CONTACT_ID, splitContacts } from './contactItems';

const contact = (id: number, title: string) => ({
  id,
  attributes: {
    title,
    description: null,
    phone: null,
    email: null,
    address: null,
    hours: null,
    createdAt: '',
    updatedAt: '',
  },
});

test('contact item 999999 is set apart from the others, which keep their order', () => {
  const { featured, others } = splitContacts([
    contact(2, 'Customer Service'),
    contact(FEATURED_CONTACT_ID, 'Trouble line'),
    contact(3, 'HR'),
  ]);
  expect(featured?.attributes.title).toBe('Trouble line');
  expect(others.map((item) => item.id)).toEqual([2, 3]);
});

test('without item 999999 every contact is a regular one', () => {
  const { featured, others } = splitContacts([contact(1, 'Customer Service')]);
  expect(featured).toBeUndefined();
  expect(others).toHaveLength(1);
});
