// The home page carousel's slides.
import { ExternalLink, Link } from '@gpa/shared-ui';
import type { ReactNode } from 'react';
import { MobileAppLinks } from '../../components/AppStoreLinks';
import { ContentFileLink } from '../../components/ContentFileLink';
import { EXTERNAL } from '../../content/externalLinks';

export interface HomeSlide {
  id: string;
  label: string;
  text: string;
  action: ReactNode;
}

/** The home carousel's nine slides, in their fixed order of subjects. */
export const HOME_SLIDES: HomeSlide[] = [
  {
    id: 'capacity',
    label: 'Capacity shortfall',
    text: 'Generation capacity is short while units are repaired and the new 198 MW power plant is completed. See what GPA is doing and how you can help.',
    action: <Link to="/brighterdaysahead">Brighter days ahead</Link>,
  },
  {
    id: 'cybersecurity',
    label: 'Cybersecurity',
    text: 'GPA will never call you to demand immediate payment by gift card or wire transfer. Learn to spot utility scams.',
    action: <Link to="/cybersecurity">Learn to spot utility scams</Link>,
  },
  {
    id: 'beat-the-peak',
    label: 'Beat the Peak',
    text: 'Use less power between 5PM and 11PM, when demand is highest, and help keep the lights on for everyone.',
    action: <ExternalLink href="/beatthepeak">Join Beat the Peak</ExternalLink>,
  },
  {
    id: 'directory',
    label: 'Customer service directory',
    text: 'Every customer service office, phone line and e-mail address in one document.',
    action: (
      <ContentFileLink anchor="customer-service-directory">Customer Service Directory (PDF)</ContentFileLink>
    ),
  },
  {
    id: 'community-powered',
    label: 'Community powered',
    text: 'Our community-powered campaign brings neighbours together to save energy and lower everyone’s bills.',
    action: <ExternalLink href={EXTERNAL.communityPoweredCampaign}>Join the campaign</ExternalLink>,
  },
  {
    id: 'outage-alerts',
    label: 'Outage alerts',
    text: 'Get text alerts about outages on your account and report an outage by texting OUT.',
    action: <Link to="/power-alerts">Sign up for power alerts</Link>,
  },
  {
    id: 'mobile-app',
    label: 'Pay with the mobile app',
    text: 'View and pay your bill on the go with the GPA mobile app.',
    action: <MobileAppLinks />,
  },
  {
    id: 'cemp',
    label: 'Clean Energy Master Plan',
    text: 'Our roadmap to 50 percent renewable energy by 2030 and 100 percent by 2045.',
    action: <Link to="/gpa-initiatives/clean-energy-master-plan">Read the Clean Energy Master Plan</Link>,
  },
  {
    id: 'energy-tool',
    label: 'Home energy tool',
    text: 'Find out where your home uses the most energy and how much you could save.',
    action: <ExternalLink href={EXTERNAL.energySense}>Try the home energy tool on Energy Sense</ExternalLink>,
  },
];
