'use strict';

// The customer area's collections: forms and permits, rates, and service (start, stop, move, rebates,
// payment, alerts).
const {
  string,
  text,
  decimal,
  email,
  enumeration,
  required,
  between,
  help,
  formItem,
  faq,
  read,
  docs,
} = require('./fields');

/** @type {import('../collections').CatalogCollection[]} */
module.exports = [
  // ===== Customer area: forms and permits =====
  read(
    'residential-fn-p-standards',
    'residential-fn-p-standard',
    'Forms and permits: residential standards and guidelines',
    { ...formItem },
  ),
  read(
    'residential-fn-p-work-orders',
    'residential-fn-p-work-order',
    'Forms and permits: residential work order processing',
    { ...formItem },
  ),
  read('residential-fn-p-work-signs', 'residential-fn-p-work-sign', 'Forms and permits: residential signs', {
    ...formItem,
  }),
  read(
    'residential-fn-p-work-others',
    'residential-fn-p-work-other',
    'Forms and permits: residential others',
    { ...formItem },
  ),
  read(
    'business-fn-p-standards',
    'business-fn-p-standard',
    'Forms and permits: business standards and guidelines',
    { ...formItem },
  ),
  read(
    'business-fn-p-work-orders',
    'business-fn-p-work-order',
    'Forms and permits: business work order processing',
    { ...formItem },
  ),
  read('business-fn-p-work-signs', 'business-fn-p-work-sign', 'Forms and permits: business signs', {
    ...formItem,
  }),
  read('business-fn-p-work-others', 'business-fn-p-work-other', 'Forms and permits: business others', {
    ...formItem,
  }),

  // ===== Rates =====
  // Every row is a line of the /rate-calculator bill: a missing or negative value would change every estimate.
  read('rate-calculators', 'rate-calculator', 'Rate calculator: bill line', {
    Label: help('The name of the bill line, e.g. "Customer charge".', required(string())),
    Type: help(
      'Fixed: a dollar amount; Percentage: a share of the lines above; Fixed Deduction: subtracted.',
      required(enumeration(['Fixed', 'Percentage', 'Fixed Deduction'])),
    ),
    Rate_Value: help(
      'Dollars per kWh (or per month for a fixed line), 0 to 100,000.',
      required(between(0, 100000, decimal())),
      'Rate',
    ),
    Calc_Value: help(
      'How many times the rate counts for one kWh (usually 1), 0 to 1,000.',
      required(between(0, 1000, decimal())),
      'Multiplier',
    ),
  }),
  docs('rate-documents', 'rate-document', 'Rates: document'),
  read('rate-adjustment-faqs', 'rate-adjustment-faq', 'Rate adjustment: FAQ', {
    ...faq,
    group: help(
      'The group the question is listed under. A question without a group is not shown.',
      enumeration([
        'General Questions',
        'Customer Impact',
        'Reasons & Justification',
        'Transparency & Accountability',
      ]),
    ),
  }),
  docs('financials-fuel-purchases', 'financials-fuel-purchase', 'Financials: fuel purchase'),
  docs('financials-puc-leacs', 'financials-puc-leac', 'LEAC: PUC order'),

  // ===== Service: start/stop/move, rebates, payment, alerts =====
  // Deposit table by number of rooms (/how-do-i/start-stop-move-services).
  read(
    'start-stop-move-service-residential-tables',
    'start-stop-move-service-residential-table',
    'Start, stop or move service: deposit row',
    {
      NumberOfRooms: help(
        'The first column of the deposit table, e.g. "2 Bedrooms".',
        string(),
        'Number of rooms',
      ),
      DepositAmount: help(
        'The deposit for that home, as visitors read it, e.g. "$200.00".',
        string(),
        'Deposit',
      ),
    },
  ),
  // Vendor table of the washer and dryer rebate (Energy Sense).
  read(
    'get-a-rebate-energy-sense-tables',
    'get-a-rebate-energy-sense-table',
    'Rebates: Energy Sense vendor',
    {
      Vendor: help("The store's name, in the vendors table.", string()),
      Address: help("The store's address, as visitors read it.", string()),
      Phone: help("The store's phone number; visitors can tap it to call.", string()),
    },
  ),
  read('payment-methods', 'payment-method', 'Ways to pay: payment method', {
    method: help(
      'The heading of the way to pay, e.g. "Mobile app". Listed in the order entered.',
      string(),
      'Way to pay',
    ),
    description: help('The text under the heading. Plain text.', text()),
    linkText: help('The words of the link under the text; shown only with a Link.', string(), 'Link text'),
    link: help(
      'Where the link goes: a page of this site as /path, a phone number as tel:..., another site as https://...',
      string(),
    ),
    // The mobile app's two store pages: the home carousel's app slide and Ways to Pay link them.
    appStoreLink: help(
      "The app's page on Apple's App Store (https://apps.apple.com/...); only for the mobile app.",
      string(),
      'App Store link',
    ),
    googlePlayLink: help(
      "The app's page on Google Play (https://play.google.com/store/apps/details?id=...); only for the mobile app.",
      string(),
      'Google Play link',
    ),
  }),
  read('contact-items', 'contact-item', 'Contact us: contact', {
    title: help(
      'The contact\'s heading on Contact us. Customer pages quote the numbers and hours of "Customer Service", "Phone Payments" and "Power Alerts (text messages)" by this title: keep those titles.',
      string(),
    ),
    description: help('A line under the heading on Contact us.', text()),
    phone: help(
      'Shown with the contact and on the customer pages that quote it; visitors can tap it to call.',
      string(),
    ),
    email: help('Shown with the contact; visitors can click it to write.', email()),
    address: help('Where the office is, as visitors read it.', string()),
    hours: help(
      'Opening hours, e.g. "Monday to Friday, 8 a.m. to 5 p.m."; quoted after the number on customer pages.',
      string(),
    ),
  }),
  read('manage-account-link-cards', 'manage-account-link-card', 'Manage my account: link card', {
    title: help('The words on the card.', string()),
    icon: help(
      "The card's picture: paperless, autopay, usage, alert, home, form, document or link (any other name shows link).",
      string(),
    ),
    link: help('Where the card goes: a page of this site as /path, another site as https://...', string()),
    audience: help(
      'Which Manage my account page shows the card: residential, business or both. Without one it is not shown.',
      enumeration(['residential', 'business', 'both']),
    ),
  }),
  read('power-alerts-faqs', 'power-alerts-faq', 'Power alerts: FAQ', { ...faq }),
  read('power-alerts-glossaries', 'power-alerts-glossary', 'Power alerts: glossary word', {
    word: help('The word, in bold; the glossary is in alphabetical order of it.', string()),
    meaning: help('What the word means, after it. Plain text.', text()),
  }),
  read('financial-assistance-faqs', 'financial-assistance-faq', 'Financial assistance: FAQ', { ...faq }),
];
