// Checked as this area compiles, never bundled: the modules it exposes (package.json "exports") are the ones
// @gpa/contracts lists for other areas to embed, each a component without props.
import type { ExposedModule } from '@gpa/contracts';
import type { ComponentType } from 'react';
import BillComparison from './BillComparison';
import NewsletterSignup from './NewsletterSignup';
import SchoolVisitRequest from './SchoolVisitRequest';

export const exposedModules = {
  './BillComparison': BillComparison,
  './NewsletterSignup': NewsletterSignup,
  './SchoolVisitRequest': SchoolVisitRequest,
} satisfies Record<ExposedModule<'tools'>, ComponentType>;
