// A notice's Markdown as the HTML every page shows: everything the admin's toolbar writes, nothing that runs.
const { JSDOM } = require('jsdom');
const { markdownHtml } = require('./markdownHtml');

/** Every attribute name in the HTML, element by element. */
const attributesOf = (container) =>
  [...container.querySelectorAll('*')].map((element) => [element.tagName, ...element.getAttributeNames()]);

/** The HTML as a browser reads it. */
const parse = (text) => {
  const { document } = new JSDOM('').window;
  const container = document.createElement('div');
  container.innerHTML = markdownHtml(text);
  return container;
};

test('everything the toolbar offers: bold, italic, underline, strikethrough, code, headings, lists, quotes', () => {
  const text = [
    '## Typhoon Mawar',
    '**Bold**, _italic_, <u>underlined</u>, ~~struck~~ and `code`.',
    '',
    '- Dededo',
    '- Yigo',
    '',
    '1. Boil water',
    '2. Stay inside',
    '',
    '> Crews are out.',
    '',
    '```',
    'outage 4:00',
    '```',
  ].join('\n');
  expect(markdownHtml(text)).toBe(
    [
      '<h2>Typhoon Mawar</h2>',
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>code</code>.</p>',
      '<ul>\n<li>Dededo</li>\n<li>Yigo</li>\n</ul>',
      '<ol>\n<li>Boil water</li>\n<li>Stay inside</li>\n</ol>',
      '<blockquote>\n<p>Crews are out.</p>\n</blockquote>',
      '<pre><code>outage 4:00\n</code></pre>',
    ].join('\n'),
  );
});

test('line breaks as the editor typed them; nested Markdown keeps its nesting', () => {
  expect(markdownHtml('Line one\nLine two')).toBe('<p>Line one<br>\nLine two</p>');
  const html = parse('- **Bold [link _inside_](/leac)**\n  - a nested item\n> - a list in a quote');
  expect(html.querySelector('li > strong > a[href="/leac"] > em')).toHaveProperty('textContent', 'inside');
  expect(html.querySelector('ul li ul li')).toHaveProperty('textContent', 'a nested item');
  expect(html.querySelector('blockquote ul li')).toHaveProperty('textContent', 'a list in a quote');
});

test('links: pages of this site by their path, other sites in a new tab without access to this one', () => {
  expect(markdownHtml('See [alerts](/power-alerts?x=1#top), [LEAC](leac) or [call](tel:+16716475787).')).toBe(
    '<p>See <a href="/power-alerts?x=1#top">alerts</a>, <a href="/leac">LEAC</a> or ' +
      '<a href="tel:+16716475787" target="_blank" rel="noopener noreferrer">call</a>.</p>',
  );
  expect(markdownHtml('[Pay](https://paygpa.com)')).toBe(
    '<p><a href="https://paygpa.com/" target="_blank" rel="noopener noreferrer">Pay</a></p>',
  );
});

test.each([
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,alert(1)',
  'file:///etc/passwd',
  '<javascript:alert(1)>',
])('a link to %j becomes its plain words, never its Markdown source', (href) => {
  const html = markdownHtml(`Read [the **details**](${href}) now.`);
  expect(html).toBe('<p>Read the <strong>details</strong> now.</p>');
});

test('raw HTML in the Markdown is shown as text: no script, no handler, no frame, no form, no style', () => {
  const text =
    '<script>alert(1)</script> <img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a>' +
    '<iframe src="https://evil.example"></iframe><form><input name="password"></form>' +
    '<p id="main-content" style="position:fixed;inset:0" onclick="steal()">Cover</p>';
  const html = parse(text);
  expect(attributesOf(html)).toEqual([['P']]);
  expect(html.textContent).toBe(text);
});

test('an onerror, onload or script address cannot ride on a picture or link written in Markdown', () => {
  const html = parse(
    '![x" onerror="alert(1)](/uploads/map.png "t\\" onload=\\"alert(1)") [a](/leac" onmouseover="alert(1))',
  );
  expect(attributesOf(html)).toEqual([['P'], ['IMG', 'src', 'alt', 'title']]);
  expect(html.querySelector('img')?.getAttribute('src')).toBe('/uploads/map.png');
  expect(html.querySelector('img')?.alt).toBe('x" onerror="alert(1)');
});

test('pictures from the media library only, each with its text alternative; any other becomes its words', () => {
  const html = parse(
    '![Outage map](/uploads/map.png) ![](https://cms.example/uploads/b.png) ' +
      '![Tracker](https://elsewhere.example/pixel.png) ![Inline](data:image/png;base64,AAAA) ![Script](javascript:alert(1))',
  );
  expect([...html.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.alt])).toEqual([
    ['/uploads/map.png', 'Outage map'],
    ['https://cms.example/uploads/b.png', ''],
  ]);
  expect(html.textContent).toBe('  Tracker Inline Script');
});

test('a picture inside a link, and an unclosed underline left as the text it is', () => {
  expect(markdownHtml('[![Map](/uploads/map.png)](/power-alerts) <u>open')).toBe(
    '<p><a href="/power-alerts"><img src="/uploads/map.png" alt="Map"></a> &lt;u&gt;open</p>',
  );
});

test('an empty text is no HTML', () => {
  expect(markdownHtml('')).toBe('');
  expect(markdownHtml('  \n ')).toBe('');
});
