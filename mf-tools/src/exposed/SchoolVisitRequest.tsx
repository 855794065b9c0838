// The school visit request form, exposed for other areas to embed.
import { SignupForm, type FieldSpec } from '../components/forms/SignupForm';

type SchoolVisitField = 'Name' | 'School' | 'Number' | 'Email';

const FIELDS: readonly FieldSpec<SchoolVisitField>[] = [
  { name: 'Name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'School', label: 'School', type: 'text', autoComplete: 'organization' },
  { name: 'Number', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'Email', label: 'Email Address', type: 'email', autoComplete: 'email' },
];

/** School visit request: posts {data:{Name,School,Number,Email}}. */
export function SchoolVisitRequest() {
  return (
    <SignupForm
      collection="school-visit-requests"
      name="School visit request"
      fields={FIELDS}
      submitLabel="Submit Request"
      success={{
        title: 'School Visit Request',
        message: 'Thank you for filling out the request form. The request has been submitted.',
      }}
    />
  );
}

export default SchoolVisitRequest;
