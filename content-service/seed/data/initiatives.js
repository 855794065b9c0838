'use strict';

/** GPA initiatives: other resources, integrated resource plan, clean energy master plan, capacity. */
const { YOUTUBE_CHANNEL, docLink, pdf } = require('../helpers');

const presentation = (meeting, index, topic, { pending = false, video = true } = {}) => ({
  Topic: topic,
  Presentation_File: pending
    ? null
    : pdf(`IRP Stakeholder Meeting ${meeting} - ${topic}`, {
        name: `irp-meeting-${meeting}-presentation-${index}`,
        lines: [
          `Integrated Resource Plan - Stakeholder Meeting ${meeting}`,
          `Presentation ${meeting}-${index}: ${topic}`,
        ],
      }),
  Anchor_File: `Presentation ${meeting}-${index}`,
  // The meetings' recordings are on the utility's channel (no single video's address is known).
  Presentation_Video: pending || !video ? null : YOUTUBE_CHANNEL,
  Anchor_Video: pending || !video ? null : `Video ${meeting}-${index} on GPA's YouTube channel`,
  Pending: pending,
});

module.exports = {
  'gpa-initiatives-guam-links': [
    docLink('Guam Energy Office', {
      link: 'https://energy.guam.gov/',
      file: false,
      description: 'Energy programmes and incentives of the Government of Guam.',
    }),
    docLink('Guam Public Utilities Commission', {
      link: 'https://www.guampuc.com/',
      file: false,
      description: 'Rate petitions, dockets and orders.',
    }),
    docLink('Guam Tropical Energy Code', { description: 'Building energy efficiency code for Guam.' }),
    docLink('University of Guam Sea Grant', {
      link: 'https://www.uog.edu/',
      file: false,
      description: 'Research and outreach on coastal resilience and energy.',
    }),
    docLink('Guam Renewable Portfolio Standard (Public Law 29-62)', {
      description: '50 percent renewable or non-emission energy by 2030 and 100 percent by 2045.',
    }),
  ],
  'gpa-initiatives-other-links': [
    docLink('U.S. Department of Energy - Energy Saver', {
      link: 'https://www.energy.gov/energysaver/energy-saver',
      file: false,
    }),
    docLink('ENERGY STAR Product Finder', { link: 'https://www.energystar.gov/productfinder/', file: false }),
    docLink('National Renewable Energy Laboratory - Island Energy', {
      link: 'https://www.nrel.gov/',
      file: false,
    }),
    docLink('Home Energy Saving Tips Booklet', {
      description:
        'Appliances, air conditioning, standby power, water heating, lighting, windows, cooking, refrigeration and laundry.',
    }),
  ],

  // Presentations of the three 2021 IRP stakeholder meetings (Jan 29, Mar 26, Dec 10).
  'gpa-initiatives-irp-1-meetings': [
    presentation(1, 1, 'Welcome and IRP Process Overview'),
    presentation(1, 2, 'Load Forecast Assumptions'),
    presentation(1, 3, 'Existing Generation Resources'),
    presentation(1, 4, 'Stakeholder Questions and Comments', { video: false }),
  ],
  'gpa-initiatives-irp-2-meetings': [
    presentation(2, 1, 'Renewable Resource Options and Costs'),
    presentation(2, 2, 'Energy Storage Options'),
    presentation(2, 3, 'Fuel Price Forecast'),
    presentation(2, 4, 'Transmission and Distribution Planning', { pending: true }),
  ],
  'gpa-initiatives-irp-3-meetings': [
    presentation(3, 1, 'Preliminary Portfolio Results'),
    presentation(3, 2, 'Resource Plan Sensitivities'),
    presentation(3, 3, 'Next Steps toward the Final Report', { pending: true }),
  ],
  'gpa-initiatives-irp-summaries': [
    docLink('IRP Stakeholder Meeting 1 Summary', {
      description: 'Summary of the January 29, 2021 stakeholder meeting.',
    }),
    docLink('IRP Stakeholder Meeting 2 Summary', {
      description:
        'Summary of the March 26, 2021 stakeholder meeting. Network issues affected sound and video quality.',
    }),
    docLink('IRP Stakeholder Meeting 3 Summary', {
      description: 'Summary of the December 10, 2021 stakeholder meeting.',
    }),
    docLink('Integrated Resource Plan Final Report Summary', {
      description: 'Final report summary (pending).',
      file: false,
    }),
  ],

  'stakeholder-meetings': [
    {
      Meeting: 'Stakeholder Meeting 1',
      Topics: 'IRP process overview; load forecast; existing resources',
      Date: '2021-01-29',
      Start_Time: '09:00:00.000',
      End_Time: '12:00:00.000',
      Note: null,
    },
    {
      Meeting: 'Stakeholder Meeting 2',
      Topics: 'Renewable and storage options; fuel price forecast',
      Date: '2021-03-26',
      Start_Time: '09:00:00.000',
      End_Time: '12:00:00.000',
      Note: null,
    },
    {
      Meeting: 'Stakeholder Meeting 3',
      Topics: 'Preliminary portfolio results; sensitivities',
      Date: '2021-12-10',
      Start_Time: '13:00:00.000',
      End_Time: '16:00:00.000',
      Note: null,
    },
    // An end time not yet set: the schedule shows the time as TBD.
    {
      Meeting: 'Public Workshop on the Draft IRP',
      Topics: 'Draft resource plan; questions from the public',
      Date: '2022-02-15',
      Start_Time: '18:00:00.000',
      End_Time: null,
      Note: 'Location to be confirmed.',
    },
    {
      Meeting: 'Final Report Summary',
      Topics: 'Final Report Summary',
      Date: null,
      Start_Time: null,
      End_Time: null,
      Note: 'Date to be announced.',
    },
  ],

  'cemp-documents': [
    docLink('Clean Energy Master Plan - Volume I: Executive Summary', { anchor: 'cemp-volume-1' }),
    docLink('Clean Energy Master Plan - Volume II: Resource Assessment', { anchor: 'cemp-volume-2' }),
    docLink('Clean Energy Master Plan - Volume III: Implementation Roadmap', { anchor: 'cemp-volume-3' }),
    docLink('New 180 MW Combined Cycle Power Plant Overview', {
      anchor: 'new-power-plant',
      description:
        'Up to 3 million gallons per day of treated wastewater for cooling; 37 percent more fuel efficient than the old units.',
    }),
  ],
  'cemp-faqs': [
    {
      question: 'What is the Clean Energy Master Plan?',
      answer: "GPA's roadmap to 50 percent renewable energy by 2030 and 100 percent by 2045.",
    },
    {
      question: 'How much renewable energy does Guam use today?',
      answer: 'About 16 percent. The goal was 25 percent by 2024.',
    },
    {
      question: 'What new resources are planned?',
      answer: 'A new 180 MW plant, 60 MW of solar and 40 MW of energy storage, among others.',
    },
  ],

  // Sidebar of /brighterdaysahead. ExpectedCompletion is shown under the page's own "ECD*" label: no "ECD:" in the value.
  'capacity-projects': [
    {
      Order: 1,
      Title: 'Plenum Repair',
      Description: 'Plenum repair raising the unit from 22 MW to 30 MW.',
      ExpectedCompletion: 'Completed',
      Capacity: '8 MW (22 MW to 30 MW)',
      ProjectStatus: 'Completed ahead of schedule',
    },
    {
      Order: 2,
      Title: 'Battery Energy Storage',
      Description: 'Battery storage for peak use.',
      ExpectedCompletion: 'December 2024',
      Capacity: '16 MWH',
      ProjectStatus: 'In progress',
    },
    {
      Order: 3,
      Title: 'Combustion Turbine Repair',
      Description: 'Repair of a combustion turbine rated 20 MW, currently running at 16 MW.',
      ExpectedCompletion: 'November 2024',
      Capacity: '20 MW (running at 16 MW)',
      ProjectStatus: 'In progress',
    },
    {
      Order: 4,
      Title: 'Units Returned to Service',
      Description: 'Return of idle units to service.',
      ExpectedCompletion: 'October 2024',
      Capacity: '16 MW',
      ProjectStatus: '10 of 16 MW done',
    },
    {
      Order: 5,
      Title: 'Temporary Power',
      Description: 'Temporary power generation.',
      ExpectedCompletion: 'September 2024',
      Capacity: '20 MW',
      ProjectStatus: 'In progress',
    },
    {
      Order: 6,
      Title: 'Diesel Units Increase',
      Description: 'Capacity increase of existing diesel units.',
      ExpectedCompletion: 'August 2024',
      Capacity: '14 MW',
      ProjectStatus: 'In progress',
    },
    {
      Order: 7,
      Title: 'Diesel Restoration',
      Description: 'Restoration of diesel units.',
      ExpectedCompletion: 'January 2025',
      Capacity: '20 MW',
      ProjectStatus: 'In progress',
    },
    {
      Order: 8,
      Title: 'Interruptible Load Program',
      Description: 'Large customers reduce demand during shortfalls.',
      ExpectedCompletion: 'Ongoing',
      Capacity: 'About 16 MW',
      ProjectStatus: 'Active',
    },
    {
      Order: 9,
      Title: 'New 198 MW Power Plant',
      Description: 'New combined cycle plant due by September 30, 2025.',
      ExpectedCompletion: 'September 30, 2025',
      Capacity: '198 MW',
      ProjectStatus: '88.35% complete as of June 30, 2024',
    },
  ],
};
