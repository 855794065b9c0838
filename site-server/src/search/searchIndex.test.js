const { createSearchIndex, MAX_TERM_LENGTH, snippetOf } = require('./searchIndex');
const { pageText, processTerm, stem, terms } = require('./searchText');

const documents = [
  {
    kind: 'page',
    link: '/ways-to-pay',
    title: 'Ways to Pay',
    headings: 'Pay online · Pay by phone',
    body: 'Make a payment online, by phone or at a drive-thru window. Your bill is due 15 days after it is issued.',
  },
  {
    kind: 'page',
    link: '/how-do-i/understand-my-bill',
    title: 'Understand My Bill',
    headings: 'Your bill explained',
    body: 'Each bill shows your kWh usage, the LEAC charge and the base rate.',
  },
  {
    kind: 'page',
    link: '/about',
    title: 'About Us',
    headings: 'Information',
    body: 'General information about our performance standards and the formation of the authority.',
  },
  {
    kind: 'document',
    link: '/uploads/damage_claim_form.pdf',
    title: 'Damage Claim Form',
    body: 'Complete this form to claim damage to customer property caused by a power surge.',
  },
  {
    kind: 'page',
    link: '/net-metering',
    title: 'Solar Programs',
    headings: 'Net metering',
    body: 'Net metering credits the energy your solar panels send to the grid. A smart meter is installed.',
  },
  {
    kind: 'page',
    link: '/grid',
    title: 'Grid Upgrades',
    body: 'The net effect of new feeders: metering points are read remotely, and the grid is more reliable.',
  },
  {
    kind: 'external',
    link: 'https://example.org/tips',
    title: 'Energy Saving Tips',
    description: 'Tips <b>to save</b> & more.',
  },
];

const index = createSearchIndex(documents);
const links = (term, page = 1) => index.search(term, page).data.map((hit) => hit.link);

test('the stemmer folds plurals and common endings, and leaves short words and numbers alone', () => {
  expect(['bills', 'bill', 'billing'].map(stem)).toEqual(['bill', 'bill', 'bill']);
  expect(['claims', 'metering', 'meters', 'utilities', 'filed', 'file'].map(stem)).toEqual([
    'claim',
    'meter',
    'meter',
    'utility',
    'fil',
    'fil',
  ]);
  expect(['bus', 'gas', 'status', '2025s'].map(stem)).toEqual(['bus', 'gas', 'status', '2025s']);
  expect(processTerm('My')).toBeNull();
  expect(processTerm('Café')).toBe('caf');
});

test('"bills" finds the pages about a bill; "pay my bill" ranks the payment and bill pages first', () => {
  expect(links('bills').slice(0, 2).sort()).toEqual(['/how-do-i/understand-my-bill', '/ways-to-pay']);
  expect(links('pay my bill')[0]).toBe('/ways-to-pay');
});

test('a typo still finds the word ("paymnet", "pannels"), but short words need their letters right', () => {
  expect(links('paymnet')).toEqual(['/ways-to-pay']);
  expect(links('solar pannels')[0]).toBe('/net-metering');
  expect(links('bell')).toEqual([]);
});

test('a prefix finds the words it starts ("solar pan" while typing) but not words that only contain it', () => {
  expect(links('solar pan')[0]).toBe('/net-metering');
  // "form" starts "formation" but is only inside "information" and "performance".
  const form = links('form');
  expect(form[0]).toBe('/uploads/damage_claim_form.pdf');
  expect(index.search('inform', 1).total).toBe(1);
});

test('a title match ranks above a body match', () => {
  expect(links('damage claim')[0]).toBe('/uploads/damage_claim_form.pdf');
  // "bill" is in the title of one page and the body of another.
  expect(links('understand')[0]).toBe('/how-do-i/understand-my-bill');
});

test('a quoted phrase must appear as written; unquoted words side by side rank above the same words apart', () => {
  expect(links('"net metering"')).toEqual(['/net-metering']);
  expect(links('"metering net"')).toEqual([]);
  const unquoted = links('net metering');
  expect(unquoted).toEqual(expect.arrayContaining(['/net-metering', '/grid']));
  expect(unquoted[0]).toBe('/net-metering');
});

/** A snippet as text, its marked words in [brackets]. */
const shown = (pieces) => pieces.map(({ text, mark }) => (mark ? `[${text}]` : text)).join('');

test('a hit carries its kind, title and a snippet: words only, the matched ones marked', () => {
  const [hit] = index.search('save', 1).data;
  expect(hit).toMatchObject({
    kind: 'external',
    title: 'Energy Saving Tips',
    link: 'https://example.org/tips',
  });
  expect(shown(hit.snippet)).toBe('Tips b to [save] b more');
  expect(shown(snippetOf('<script>alert(1)</script> bill & pay', new Set(['bill'])))).toBe(
    'script alert 1 script [bill] pay',
  );
});

test('a long text is shown around its first match, with ellipses for what is left out', () => {
  const text = `${'filler '.repeat(40)}deposit required ${'more '.repeat(40)}`;
  expect(shown(snippetOf(text, new Set(['deposit'])))).toMatch(
    /^… (filler ){9}\[deposit\] required (more )+…$/,
  );
});

test('a query naming a kind of result ("pdf", "documents") lists that kind first', () => {
  const withPdfs = createSearchIndex([
    {
      kind: 'page',
      link: '/forms',
      title: 'Forms',
      body: 'Every form as a PDF: download the PDF, print the PDF and sign it.',
    },
    {
      kind: 'document',
      link: '/uploads/a.pdf',
      title: 'Service Application',
      aliases: 'PDF',
      body: 'Apply for service.',
    },
  ]);
  expect(withPdfs.search('pdf', 1).data[0].link).toBe('/uploads/a.pdf');
  expect(withPdfs.search('service application documents', 1).data[0].link).toBe('/uploads/a.pdf');
  expect(withPdfs.search('print', 1).data[0].link).toBe('/forms');
});

test('a snippet shows where the words asked for stand together, when they do', () => {
  const text = `Approves the budget. ${'filler '.repeat(30)}The billing system applies the exact approved rates.`;
  const snippet = shown(
    snippetOf(text, new Set(['approv', 'bill', 'rat']), terms('billing system applies the exact')),
  );
  expect(snippet).toMatch(/^… (filler )+The \[billing\] system applies the exact \[approved\] \[rates\]$/);
});

test('five results a page from page 1; a page past the end shows the last', () => {
  const many = createSearchIndex(
    Array.from({ length: 12 }, (_, n) => ({ kind: 'page', link: `/p${n}`, title: `Outage report ${n}` })),
  );
  expect(many.search('outage', 1)).toMatchObject({ page: 1, pageCount: 3, total: 12, from: 1, to: 5 });
  expect(many.search('outage', 1).data).toHaveLength(5);
  expect(many.search('outage', 3)).toMatchObject({ page: 3, from: 11, to: 12 });
  expect(many.search('outage', 99)).toMatchObject({ page: 3 });
  expect(many.search('', 1)).toMatchObject({ total: 0, data: [], from: 0 });
});

test('any input is safe and quick: patterns, markup, very long and many-word terms', () => {
  for (const hostile of [
    '(a+)+$',
    '[',
    '\\',
    '*',
    '<script>',
    '"',
    '""""',
    '% _ \u0000',
    'x'.repeat(50_000),
    'bill '.repeat(500),
    '🙂',
  ]) {
    const started = performance.now();
    const answer = index.search(hostile, 1);
    expect(performance.now() - started).toBeLessThan(200);
    expect(answer.term.length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
  }
  expect(links('(a+)+$')).toEqual([]);
});

test("a page's text is its main landmark's: headings apart, no markup nor controls, entities decoded", () => {
  const html =
    '<header>Menu Pay bill</header><main id="main"><h1>Rates &amp; Tariffs</h1><button data-nosnippet="">Pause slideshow</button><p>Residential <b>rate</b> schedule</p><button>Open</button><script>x()</script><h2>Fuel</h2><h4>Small</h4></main><footer>Site map</footer>';
  expect(pageText(html)).toEqual({
    headings: 'Rates & Tariffs · Fuel',
    body: 'Rates & Tariffs Residential rate schedule Open Fuel Small',
  });
});

test('an update indexes again only the documents added, changed or gone; the index answers as a new one would', () => {
  const pages = [
    { kind: 'page', link: '/rates', title: 'Rates', body: 'Residential rate schedules.' },
    { kind: 'page', link: '/rateadjustment', title: 'Rate adjustment', body: 'Rate hearing set.' },
    {
      kind: 'document',
      link: '/uploads/order.pdf',
      title: 'Commission order',
      body: 'Fuel surcharge order.',
    },
  ];
  const index = createSearchIndex(pages);
  const next = [
    pages[0],
    { ...pages[1], body: 'Rate hearing set. Typhoon recovery plan.' },
    { kind: 'document', link: '/uploads/plan.pdf', title: 'Recovery plan', body: 'Typhoon.' },
  ];
  expect(index.update(next)).toBe(3); // one changed, one added, one gone
  expect(index.size).toBe(3);
  const links = (term) => index.search(term, 1).data.map((hit) => hit.link);
  expect(links('typhoon').sort()).toEqual(['/rateadjustment', '/uploads/plan.pdf']);
  expect(links('surcharge')).toEqual([]);
  expect(links('typhoon')).toEqual(
    createSearchIndex(next)
      .search('typhoon', 1)
      .data.map((hit) => hit.link),
  );
  expect(index.update(next)).toBe(0);
});

test('a page that matches outranks a document that matches more often (a document has pages of text)', () => {
  const index = createSearchIndex([
    {
      kind: 'document',
      link: '/uploads/typhoon_report.pdf',
      title: 'Typhoon Mawar Restoration Report',
      body: 'Typhoon Mawar. Typhoon damage to lines after the typhoon, typhoon restoration crews and typhoon costs.',
    },
    {
      kind: 'page',
      link: '/in-our-community/safety',
      title: 'Safety',
      headings: 'Storm',
      body: 'Before a typhoon, charge your phone and secure loose items.',
    },
  ]);
  expect(index.search('typhoon', 1).data.map((hit) => hit.link)).toEqual([
    '/in-our-community/safety',
    '/uploads/typhoon_report.pdf',
  ]);
});

test('snippets leave out what every link and printed page repeats: "opens in a new tab", page footers, the date of issue', () => {
  const index = createSearchIndex([
    {
      kind: 'document',
      link: '/uploads/budget.pdf',
      title: 'Budget FY2025',
      body: 'GUAM POWER AUTHORITY Budget FY2025 Issued November 26, 2026 The approved budget is 556 million dollars. Budget FY2025 - Page 1 of 2',
    },
    {
      kind: 'page',
      link: '/financials',
      title: 'Financials',
      body: 'The budget (opens in a new tab) and audited statements (opens in a new tab).',
    },
  ]);
  const text = index
    .search('budget', 1)
    .data.flatMap((hit) => hit.snippet.map((piece) => piece.text))
    .join('');
  expect(text).toContain('approved budget');
  expect(text).not.toMatch(/opens in a new tab|Page 1 of 2|Issued November/);
});

test('a result shows its description from the start, then the words around a match that stands elsewhere', () => {
  const described = createSearchIndex([
    {
      kind: 'page',
      link: '/ways-to-pay',
      title: 'Ways to Pay',
      description: 'Every way to pay your power bill.',
      body: `${'Intro words here. '.repeat(10)}Pay at a drive-thru window in Hagåtña.`,
    },
  ]);
  const snippet = (term) => shown(described.search(term, 1).data[0].snippet);
  expect(snippet('power')).toBe('Every way to pay your [power] bill');
  expect(snippet('window')).toBe(
    'Every way to pay your power bill … here Intro words here Pay at a drive thru [window] in Hagåtña',
  );
});
