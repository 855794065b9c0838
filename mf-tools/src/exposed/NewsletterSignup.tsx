// The e-newsletter sign-up form, exposed for other areas to embed.
import { SignupForm, type FieldSpec } from '../components/forms/SignupForm';

type NewsletterField = 'FirstName' | 'LastName' | 'PhoneNumber' | 'Email';

const FIELDS: readonly FieldSpec<NewsletterField>[] = [
  { name: 'FirstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'LastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'PhoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'Email', label: 'Email Address', type: 'email', autoComplete: 'email' },
];

/** E-newsletter sign-up: posts {data:{FirstName,LastName,PhoneNumber,Email}}. */
export function NewsletterSignup() {
  return (
    <SignupForm
      collection="e-newsletters"
      name="E-newsletter sign-up"
      fields={FIELDS}
      submitLabel="Subscribe"
      success={{ title: 'Newsletter Subscription', message: 'Thank you for subscribing to our newsletter.' }}
    />
  );
}

export default NewsletterSignup;
