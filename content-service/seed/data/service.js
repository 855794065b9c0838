'use strict';

/** Customer service content: deposits, rebate vendors, payment, contacts, alerts, assistance. */

const { svg } = require('../helpers');

/** An illustration of a customer page (Anchor = the page it belongs to), drawn in seed/images/<file>.svg. */
const picture = (anchor, order, caption, file) => ({
  Anchor: anchor,
  Order: order,
  Caption: caption,
  Image: svg(caption, file),
});

module.exports = {
  'customer-page-images': [
    picture('brighter-days', 1, 'Plenum repair at Cabras: the unit is back at 30 MW', 'plenum-repair'),
    picture('brighter-days', 2, 'Battery energy storage system for peak hours', 'battery-storage'),
    picture('brighter-days', 3, 'Combustion turbine repair in progress', 'turbine-repair'),
    picture('brighter-days', 4, 'Diesel units restored to service', 'diesel-units'),
    picture('brighter-days', 5, 'Construction of the new 198 MW power plant', 'new-power-plant'),
    picture('brighter-days', 6, 'Line crews upgrading transmission to the new plant', 'line-crews'),
  ],

  // Residential deposit by number of rooms (/how-do-i/start-stop-move-services).
  'start-stop-move-service-residential-tables': [
    { NumberOfRooms: 'Studio / 1 Bedroom', DepositAmount: '$150.00' },
    { NumberOfRooms: '2 Bedrooms', DepositAmount: '$200.00' },
    { NumberOfRooms: '3 Bedrooms', DepositAmount: '$300.00' },
    { NumberOfRooms: '4 Bedrooms', DepositAmount: '$400.00' },
    { NumberOfRooms: '5 Bedrooms or more', DepositAmount: '$500.00' },
  ],

  // Participating vendors of the washer and dryer rebate.
  'get-a-rebate-energy-sense-tables': [
    {
      Vendor: 'Island Appliance Center',
      Address: '1024 Marine Corps Drive, Tamuning, GU 96913',
      Phone: '(671) 646-2211',
    },
    {
      Vendor: 'Pacific Home Supply',
      Address: '350 Route 16, Harmon Industrial Park, GU 96913',
      Phone: '(671) 649-3120',
    },
    {
      Vendor: 'Micronesia Electronics & Appliances',
      Address: '221 Chalan San Antonio, Tamuning, GU 96913',
      Phone: '(671) 647-8800',
    },
    { Vendor: 'Marianas Home Center', Address: '415 Route 8, Maite, GU 96910', Phone: '(671) 477-5555' },
    {
      Vendor: 'Southern Appliance Outlet',
      Address: '88 Route 4, Talofofo, GU 96915',
      Phone: '(671) 789-3372',
    },
  ],

  'payment-methods': [
    {
      method: 'Online',
      description:
        'Pay your bill 24/7 with a credit card, debit card or checking account through the online payment site.',
      linkText: 'Pay online',
      link: 'https://paygpa.com/',
    },
    {
      method: 'Mobile App',
      description: 'Download the GPA mobile app to view and pay your bill on the go.',
      appStoreLink: 'https://apps.apple.com/us/app/gpa-paygpa/id1479364821',
      googlePlayLink: 'https://play.google.com/store/apps/details?id=com.gpagwa.paygpa',
    },
    {
      method: 'By Phone',
      description:
        'Pay by phone with a card or a checking account (the hours are under "Online, mobile app and phone" below).',
      linkText: 'Call (671) 647-5787',
      link: 'tel:+16716475787',
    },
    {
      method: 'Drive-Thru',
      description: 'Drive-thru payment windows are open Monday to Friday, 7:30 AM to 3:30 PM.',
      linkText: 'Hours and locations',
      link: '/contact-us#hours-and-locations',
    },
    {
      method: 'Drop Box',
      description: 'Drop boxes accept checks only. Write your account number on the check.',
      linkText: 'Drop box locations',
      link: '/contact-us#hours-and-locations',
    },
    {
      method: 'Mail',
      description:
        'Mail a check or money order payable to Guam Power Authority with your bill stub to P.O. Box 21868, GMF, Barrigada, Guam 96921.',
      linkText: 'Contact us',
      link: '/contact-us',
    },
    {
      method: 'Refunds',
      description:
        'An overpayment credit may be refunded or applied to your next bill. Accounts with arrears receive no refund.',
      linkText: 'Ask about a refund',
      link: '/contact-us',
    },
    {
      method: 'Unposted Payment',
      description:
        'If your payment has not posted, do not pay again. Contact us after several hours so we can trace the payment.',
      linkText: 'Contact customer service',
      link: '/contact-us',
    },
  ],

  'contact-items': [
    {
      __id: 999999,
      title: 'Customer Service (24 Hours Trouble Line)',
      description: 'Report outages and emergencies at any time.',
      phone: '(671) 475-5000',
      email: 'customerservice@gpagwa.com',
      address: 'Gloria B. Nelson Public Service Building, 688 Route 15, Mangilao, GU 96913',
      hours: '24 hours, 7 days a week',
    },
    {
      title: 'Customer Service',
      description: 'New service, billing questions and account changes.',
      phone: '(671) 647-5787',
      email: 'customerservice@gpagwa.com',
      address: '688 Route 15, Mangilao, GU 96913',
      hours: 'Mon-Fri 7AM to 5PM',
    },
    {
      title: 'Phone Payments',
      description: 'Pay your bill by phone with a card or a checking account.',
      phone: '(671) 647-5787',
      email: 'customerservice@gpagwa.com',
      address: '688 Route 15, Mangilao, GU 96913',
      hours: 'Mon-Fri 8AM to 5PM',
    },
    {
      // A seed value for the editors to replace with the alerts service's number (docs/decisions.md).
      title: 'Power Alerts (text messages)',
      description: 'Text OUT, STATUS, QUIT, ENROLL or HELP from the cell phone number on your account.',
      phone: '(844) 555-0142',
      email: 'customerservice@gpagwa.com',
      address: '688 Route 15, Mangilao, GU 96913',
      hours: '24 hours, 7 days a week',
    },
    {
      title: 'Upper Tumon Customer Service Office',
      description: 'Payments and account services.',
      phone: '(671) 647-5787',
      email: 'customerservice@gpagwa.com',
      address: 'Upper Tumon, GU 96913',
      hours: 'Mon-Fri 7:30AM to 3:30PM (drive-thru)',
    },
    {
      title: 'Human Resources',
      description: 'Employment and recruitment.',
      phone: '(671) 648-3120',
      email: 'hr@gpagwa.com',
      address: '688 Route 15, Mangilao, GU 96913',
      hours: 'Mon-Fri 8:00 to 5:00',
    },
    {
      title: 'Supply Management (Procurement)',
      description: 'Bids, proposals and vendor registration.',
      phone: '(671) 648-5060',
      email: 'procurement@gpagwa.com',
      address: '688 Route 15, Mangilao, GU 96913',
      hours: 'Mon-Fri 8:00 to 5:00',
    },
    {
      title: 'Public Information Office',
      description: 'Media inquiries and community outreach.',
      phone: '(671) 648-3145',
      email: 'pio@gpagwa.com',
      address: '688 Route 15, Mangilao, GU 96913',
      hours: 'Mon-Fri 8:00 to 5:00',
    },
  ],

  // No energy usage card: the page's own login button goes to the one usage portal (mf-customer's externalLinks).
  'manage-account-link-cards': [
    { title: 'Paperless Billing', icon: 'paperless', link: 'https://paygpa.com/', audience: 'both' },
    { title: 'Auto Pay', icon: 'autopay', link: 'https://paygpa.com/', audience: 'both' },
    { title: 'Outage Alerts', icon: 'alert', link: '/power-alerts', audience: 'both' },
    {
      title: 'Start, Stop & Move Service',
      icon: 'home',
      link: '/how-do-i/start-stop-move-services',
      audience: 'residential',
    },
    { title: 'Forms and Permits', icon: 'form', link: '/business/forms-and-permits', audience: 'business' },
  ],

  'power-alerts-faqs': [
    {
      question: 'What are power alerts?',
      answer:
        'Text message alerts about outages affecting your account, sent to the cell phone number on file.',
    },
    {
      question: 'How do I enroll?',
      answer:
        'Text ENROLL to the toll-free power alerts number given on this page. Accounts with a cell phone number on file were enrolled automatically on 12 September 2020.',
    },
    {
      question: 'Which commands can I send?',
      answer:
        'OUT to report an outage, STATUS for restoration status, HELP for help, QUIT to stop alerts and ENROLL to sign up.',
    },
    {
      question: 'Can I register more than one cell number?',
      answer: 'No. One cell number per account can receive alerts.',
    },
  ],

  // Words used in the alert texts (the commands OUT, STATUS, QUIT, ENROLL, HELP are on the page itself).
  'power-alerts-glossaries': [
    {
      word: 'Planned outage',
      meaning: 'Power is turned off on purpose, at an announced time, so crews can work safely on the lines.',
    },
    {
      word: 'Unplanned outage',
      meaning: 'An outage nobody scheduled, caused by weather, equipment failure, vehicles or animals.',
    },
    { word: 'ETR', meaning: 'Estimated time of restoration: when we expect your power to be back on.' },
    { word: 'Crew dispatched', meaning: 'A line crew is on its way to the cause of your outage.' },
    { word: 'Restored', meaning: 'Power is back on. If yours is still off, text OUT again.' },
    {
      word: 'Load shedding',
      meaning: 'Short rotating outages when generation cannot meet demand, to protect the whole grid.',
    },
  ],

  'financial-assistance-faqs': [
    {
      question: 'Who can get help paying utility bills?',
      answer:
        'Households earning up to 80 percent of the area median income may qualify for rent and utility assistance for up to 18 months.',
    },
    {
      question: 'What income limits apply?',
      answer:
        'By household size 1 to 8: $42,250, $51,700, $58,150, $64,600, $69,800, $74,950, $80,150, $85,300.',
    },
    {
      question: 'How long does an appeal take?',
      answer: 'Appeals must be filed within 15 business days of the decision notice.',
    },
    {
      question: 'Where else can I get help?',
      answer:
        'Contact the Department of Public Health and Social Services and local community organisations for other resources.',
    },
    {
      question: 'Can GPA set up a payment arrangement?',
      answer:
        'Yes. Call Customer Service or e-mail {email} with your account number to spread a past-due balance over several bills.',
    },
  ],
};
