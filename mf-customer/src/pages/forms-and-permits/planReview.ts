// The plan review checklists of the forms and permits pages, per audience.
import type { Audience } from '../../content/forms';

interface PlanReview {
  title: string;
  checklist: string[];
  guidelines: string[];
}

const COMMON_CHECKLIST = [
  'Completed application for electric service',
  'Site plan showing the service point, meter location and the route of the service conductors',
  'Load calculation signed by the licensed electrical engineer or contractor',
];

const CLEARANCES =
  'Clearances: 3 ft around handholes and meters, 5 ft around the sides and back of a transformer, and 10 ft in front.';

/** The plan review of each audience: the residential one, and the commercial and multi-residential variant. */
export const PLAN_REVIEW: Record<Audience, PlanReview> = {
  residential: {
    title: 'Residential plan review',
    checklist: [
      ...COMMON_CHECKLIST,
      'Single-line diagram of the main panel',
      'Building permit number from the Department of Public Works',
    ],
    guidelines: [
      'Apply 8 months before you need power (12 months when a pad-mounted transformer is needed).',
      'A hybrid system is allowed for loads under 100 kVA single phase or 225 kVA three phase.',
      CLEARANCES,
      'Underground conduits need a pull rope rated 200 lb minimum.',
      'Give 48 hours notice for every inspection.',
    ],
  },
  business: {
    title: 'Commercial and multi-residential plan review',
    checklist: [
      ...COMMON_CHECKLIST,
      'Single-line diagram of the switchgear and every meter bank',
      'Transformer pad, vault or room drawings',
      'Unit-by-unit load schedule for multi-residential buildings',
    ],
    guidelines: [
      'Apply 8 months before energization, or 12 months for projects with pad-mounted transformers.',
      'A hybrid system is allowed for loads under 100 kVA single phase or 225 kVA three phase.',
      CLEARANCES,
      'Underground conduits need a pull rope rated 200 lb minimum.',
      'Give 48 hours notice for every inspection.',
      'The deposit is at most 2.5 times the estimated monthly bill and at least $125.',
    ],
  },
};
