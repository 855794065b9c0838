/** The nine energy-saving topics, each with its practical tips. */
export const SAVING_TOPICS: { id: string; title: string; tips: string[] }[] = [
  {
    id: 'appliances',
    title: 'Appliances',
    tips: [
      'Look for the ENERGY STAR label when you replace an appliance.',
      'Unplug appliances you rarely use, like a second refrigerator in the garage.',
    ],
  },
  {
    id: 'air-conditioning',
    title: 'Air conditioning',
    tips: [
      'Set the thermostat to 78 degrees; each degree lower costs about 8 percent more.',
      'Clean or replace filters every month and close windows and doors while it runs.',
    ],
  },
  {
    id: 'standby-power',
    title: 'Standby power',
    tips: [
      'Plug televisions, consoles and chargers into a power strip and switch it off at night.',
      'Unplug chargers once devices are full.',
    ],
  },
  {
    id: 'water-heating',
    title: 'Water heating',
    tips: [
      'Set the water heater to 110 to 120 degrees.',
      'A timer (about $60) keeps it off when nobody needs hot water.',
    ],
  },
  {
    id: 'lighting',
    title: 'Lighting',
    tips: [
      'Replace incandescent bulbs with LEDs, which use about 75 percent less energy.',
      'Use daylight and turn off lights in empty rooms.',
    ],
  },
  {
    id: 'windows',
    title: 'Windows',
    tips: [
      'Shade windows that face the afternoon sun with blinds, awnings or trees.',
      'Seal gaps around windows so cool air stays in.',
    ],
  },
  {
    id: 'cooking',
    title: 'Cooking',
    tips: [
      'Use a microwave, rice cooker or slow cooker for small meals.',
      'Keep lids on pots and match the pot to the burner size.',
    ],
  },
  {
    id: 'refrigeration',
    title: 'Refrigeration',
    tips: [
      'Keep the refrigerator at 37 to 40 degrees and the freezer at 5 degrees.',
      'Check door seals and keep the coils clean.',
    ],
  },
  {
    id: 'laundry',
    title: 'Laundry',
    tips: [
      'Wash full loads in cold water.',
      'Dry clothes on a line in the sun, or clean the dryer lint filter after every load.',
    ],
  },
];
