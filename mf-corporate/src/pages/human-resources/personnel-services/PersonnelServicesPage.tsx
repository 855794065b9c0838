import { DocumentSection } from '../../../components/DocumentSection';
import { Prose } from '../../../components/Prose';
import {
  useCompensations,
  usePersonnelForms,
  usePolicies,
  useRequiredPostings,
  useRulesAndRegulations,
} from '../../../content/humanResources';
import { HrPage } from '../HrPage';

/** Personnel document labels are cut to 40 characters plus an ellipsis so that a long one never wraps the list. */
export const PERSONNEL_LABEL_MAX = 40;

/** Personnel Services: five document lists, loaded in parallel. */
export default function PersonnelServicesPage() {
  const lists = [
    { title: 'Rules and Regulations', what: 'rules and regulations', query: useRulesAndRegulations() },
    { title: 'Compensation', what: 'compensation documents', query: useCompensations() },
    { title: 'Policies', what: 'policies', query: usePolicies() },
    { title: 'Required Postings', what: 'required postings', query: useRequiredPostings() },
    { title: 'Forms', what: 'forms', query: usePersonnelForms() },
  ];
  return (
    <HrPage
      title="Personnel Services"
      intro="The rules, pay plans, policies, notices and forms that govern employment at the Authority."
    >
      <Prose>
        {lists.map((list) => (
          <DocumentSection
            key={list.title}
            title={list.title}
            what={list.what}
            query={list.query}
            maxLabel={PERSONNEL_LABEL_MAX}
          />
        ))}
      </Prose>
    </HrPage>
  );
}
