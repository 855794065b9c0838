// Every address outside this site that the corporate pages link to, in one place: a changed address is
// fixed once. The ones other areas link to as well come from shared-ui's SHARED_EXTERNAL_LINKS.

export const EXTERNAL = {
  retirementFund: 'https://www.ggrf.com/',
  procurementLaw: 'https://www.guamcourts.org/CompilerofLaws/GCA/05gca/5gc005.pdf',
  solarEnergyOffice: 'https://www.energy.gov/eere/solar/solar-energy-technologies-office',
  renewableEnergyLaboratory: 'https://www.nrel.gov/',
  energyOffice: 'https://energy.guam.gov/',
  publicUtilitiesCommission: 'https://www.guampuc.com/',
} as const;
