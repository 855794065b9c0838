/** Contract approval tiers: who approves a contract of each amount. */
export const APPROVAL_TIERS = {
  generalManager: '$0.01 to $1,000,000',
  commission: 'above $1,000,000 and below $1,500,000',
  publicUtilitiesCommission: '$1,500,000 and above',
} as const;
