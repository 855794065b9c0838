'use strict';

/** Community pages: cybersecurity, safety tabs, educational resources. */
const { YOUTUBE_CHANNEL, pdf, svg, titledEntry } = require('../helpers');

const cyber = (question, answer, anchorText) => ({
  question,
  answer,
  AnchorText: anchorText,
  File: pdf(anchorText, { lines: ['Guam Power Authority - Cybersecurity', question, answer] }),
});

/** A safety tile: its illustration (seed/images/<file>.svg) is the thumbnail of the tile and its dialog. */
const safety = (title, description, file) => ({
  Title: title,
  Description: description,
  File: svg(title, file),
});

module.exports = {
  'cybersecurity-faqs': [
    cyber(
      'Will GPA ever call me to demand immediate payment?',
      'No. GPA does not call customers to demand immediate payment by gift card, wire transfer or cryptocurrency. Hang up and call Customer Service.',
      'Utility Scam Alert',
    ),
    cyber(
      'How do I recognise a phishing e-mail?',
      'Check the sender address, do not open unexpected attachments and never enter your account password from a link in an e-mail.',
      'Phishing Awareness Guide',
    ),
    cyber(
      'How does GPA protect my account information?',
      'GPA follows industry cybersecurity standards for critical infrastructure and never sells or shares personal data.',
      'Customer Data Protection Notice',
    ),
    cyber(
      'What should I do if I suspect fraud?',
      'Report it to GPA Customer Service at (671) 647-5787 and to local law enforcement.',
      'Fraud Reporting Steps',
    ),
    cyber(
      'How can I secure my home network and smart devices?',
      'Change default passwords, keep devices updated and use multi-factor authentication where available.',
      'Home Cyber Hygiene Checklist',
    ),
  ],

  'community-safety-indoors': [
    safety(
      'Do Not Overload Outlets',
      'Plug only one high-wattage appliance into an outlet at a time and never chain power strips together.',
      'overload-outlets',
    ),
    safety(
      'Keep Water Away from Electricity',
      'Keep hair dryers, radios and phone chargers away from sinks and bathtubs. Use GFCI outlets in kitchens and bathrooms.',
      'water-electricity',
    ),
    safety(
      'Check Cords and Plugs',
      'Replace frayed or damaged cords. Never run cords under rugs or furniture.',
      'cords-plugs',
    ),
    safety(
      'Childproof Your Outlets',
      'Use tamper-resistant outlets or safety covers where small children live.',
      'childproof-outlets',
    ),
  ],

  'community-safety-outdoors': [
    safety(
      'Stay Away from Downed Lines',
      'Always assume a downed line is energised. Stay at least 30 feet away and call (671) 475-5000.',
      'downed-lines',
    ),
    safety(
      'Look Up Before You Work',
      'Keep ladders, poles and tools at least 10 feet away from overhead power lines.',
      'look-up',
    ),
    safety(
      'Tree Trimming Near Lines',
      'Do not trim trees near power lines. Request GPA tree trimming service and send a photo with your name, contact number and address by e-mail.',
      'tree-trimming',
    ),
    safety(
      'Keep Clear of Pad-Mounted Transformers',
      'Do not plant or build within 10 feet in front of or 5 feet around the sides and back of a transformer.',
      'transformer-clearance',
    ),
  ],

  'community-safety-storms': [
    {
      ...safety(
        'Typhoon Preparedness Checklist',
        'Prepare supplies, secure loose objects and know how to switch off your main breaker before a typhoon.',
        'typhoon-checklist',
      ),
      Document: pdf('Typhoon Preparedness Checklist', {
        lines: [
          'Water, food and medicine for at least 7 days.',
          'Flashlights and batteries.',
          'Switch off the main breaker if flooding is expected.',
        ],
      }),
    },
    {
      ...safety(
        'Generator Safety',
        'Never connect a portable generator to your home wiring. Operate generators outdoors only.',
        'generator-safety',
      ),
      Document: pdf('Generator Safety Guide', {
        lines: [
          'Operate outdoors, away from windows.',
          'Use properly rated extension cords.',
          'Never back-feed your home wiring.',
        ],
      }),
    },
    safety(
      'After the Storm',
      'Stay away from flooded areas and downed lines. Report outages by calling (671) 475-5000.',
      'after-the-storm',
    ),
    {
      ...safety(
        'Storm Restoration Process',
        'How GPA prioritises restoration: power plants, transmission, hospitals and water, then neighbourhoods.',
        'restoration-process',
      ),
      Document: pdf('Storm Restoration Process', {
        lines: [
          '1. Generation and transmission.',
          '2. Critical facilities: hospitals, water and wastewater.',
          '3. Distribution feeders and neighbourhoods.',
        ],
      }),
    },
  ],

  'community-educational-resources': [
    titledEntry(
      'Energy Savings Activity Book',
      'A colouring and activity book for elementary students about saving energy at home: turn off lights, unplug chargers and set the thermostat to 78 degrees.',
    ),
    titledEntry(
      'How Electricity Gets to Your Home',
      'A classroom poster that follows electricity from the power plant through transmission lines, substations and distribution lines to your home, with a glossary of the terms used by line crews and engineers. Suitable for grades 4 to 8.',
    ),
    titledEntry(
      'Electrical Safety for Kids',
      'Short lessons on staying safe around outlets, cords, downed lines and substations.',
    ),
    titledEntry(
      'Renewable Energy on Guam',
      'Learn about solar farms, battery storage and the goal of 50 percent renewable energy by 2030 and 100 percent by 2045.',
    ),
    titledEntry(
      'Beat the Peak Classroom Guide',
      'Why using less power between 5PM and 11PM matters, with activities for families.',
    ),
    titledEntry(
      'Energy Sense Video Series',
      'Short videos about energy-efficient appliances, air conditioning and water heating.',
      {
        link: YOUTUBE_CHANNEL,
        file: false,
      },
    ),
    titledEntry(
      'Power Plant Field Trip Guide',
      'What students see on a guided visit of a GPA power plant and control centre, how to prepare the class, and the safety rules every visitor follows on site: closed shoes, hard hats, ear protection and staying with the guide at all times during the visit.',
    ),
    titledEntry(
      'Typhoon Readiness Lesson Plan',
      'A one-hour lesson on preparing a family for a typhoon and staying safe around downed lines afterwards.',
    ),
    titledEntry(
      'Science Fair Project Ideas',
      'Experiments about circuits, solar cells and energy use at home (printed copies at the Public Information Office).',
      { file: false },
    ),
  ],
};
