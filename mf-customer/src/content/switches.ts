// Sections kept in the code but hidden: one switch each, flipped here (and only here) to show them.

export interface HomeSections {
  energyToolBanner: boolean;
  /** The customer survey's form: its banner shows once the form's address is set (none runs today). */
  surveyForm: string | null;
  rentalAssistance: boolean;
}

export const HOME_SECTIONS: HomeSections = {
  energyToolBanner: false,
  surveyForm: null,
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
