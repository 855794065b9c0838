// Sections kept in the code but hidden: one switch each, flipped here (and only here) to show them.

export interface HomeSections {
  energyToolBanner: boolean;
  surveyBanner: boolean;
  rentalAssistance: boolean;
}

export const HOME_SECTIONS: HomeSections = {
  energyToolBanner: false,
  surveyBanner: false,
  rentalAssistance: false,
};

export interface FinancialAssistanceSections {
  rentalAssistance: boolean;
  homeownerAssistance: boolean;
}

export const FINANCIAL_ASSISTANCE_SECTIONS: FinancialAssistanceSections = {
  rentalAssistance: false,
  homeownerAssistance: false,
};
