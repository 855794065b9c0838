import { notificationParagraphs } from './notificationText';

const texts = (html: string) =>
  notificationParagraphs(html).map((runs) =>
    runs
      .map((run) => run.text)
      .join('')
      .trim(),
  );

test('keeps the text of each paragraph, without tags, entities decoded', () => {
  expect(
    texts(
      '<p><strong>Scheduled maintenance:</strong> pay &amp; save, see <a href="/ways-to-pay">other ways</a>.</p><p>Call&nbsp;us &#8212; or &#x2F;&lt;b&gt;</p>',
    ),
  ).toEqual(['Scheduled maintenance: pay & save, see other ways.', 'Call\u00a0us \u2014 or /<b>']);
});

test('keeps the formatting that changes the width of the text: bold, italic, links', () => {
  expect(
    notificationParagraphs('<p><b>Outage</b> in <em>Dededo</em>, <a href="/power-alerts">alerts</a></p>'),
  ).toEqual([
    [
      { text: 'Outage', strong: true, em: false },
      { text: ' in ', strong: false, em: false },
      { text: 'Dededo', strong: false, em: true },
      { text: ', ', strong: false, em: false },
      { text: 'alerts', strong: false, em: false, link: { href: '/power-alerts', external: false } },
    ],
  ]);
});

test('line breaks separate paragraphs; empty ones go', () => {
  expect(texts('Line one<br>Line two<br/><p> </p>')).toEqual(['Line one', 'Line two']);
});

test('the content of scripts, styles and embedded documents is not text', () => {
  expect(
    texts(
      '<p>Notice<script>window.pwned = true</script><style>p{}</style><iframe src="x">frame</iframe></p>',
    ),
  ).toEqual(['Notice']);
});

test('links keep their address for the server HTML: pages of the site, web, mail and phone; anything else loses it', () => {
  const links = (html: string) =>
    notificationParagraphs(html)
      .flat()
      .filter((run) => run.link !== undefined)
      .map((run) => [run.text, run.link]);
  expect(
    links(
      '<p><a href="/ways-to-pay?x=1#y">pay</a> <a href=\'https://paygpa.com/a\'>online</a> <a href=tel:+16716475787>call</a>' +
        ' <a href="mailto:a@b.org">mail</a> <a href=" jav&#x61;script:alert(1)">bad</a> <a href="data:text/html,x">data</a>' +
        ' <a title="no address">none</a> <a href="//evil.example/">evil</a></p>',
    ),
  ).toEqual([
    ['pay', { href: '/ways-to-pay?x=1#y', external: false }],
    ['online', { href: 'https://paygpa.com/a', external: true }],
    ['call', { href: 'tel:+16716475787', external: true }],
    ['mail', { href: 'mailto:a@b.org', external: true }],
    ['bad', null],
    ['data', null],
    ['none', null],
    ['evil', { href: 'https://evil.example/', external: true }],
  ]);
});

test('media library pictures keep their web address and their text for screen readers; any other picture is dropped', () => {
  const images = (html: string) =>
    notificationParagraphs(html)
      .flat()
      .filter((run) => run.image)
      .map((run) => run.image);
  expect(
    images(
      '<p><img src="/uploads/map.png" alt="Outage map"> <img src=\'https://site.example/uploads/a.png\'> <img src="https://site.example/a.png" alt="elsewhere"> <img src="x"> <img src="javascript:alert(1)" alt="x"> <img src="data:image/png;base64,AA" alt="d"></p>',
    ),
  ).toEqual([
    { src: '/uploads/map.png', alt: 'Outage map' },
    { src: 'https://site.example/uploads/a.png', alt: '' },
  ]);
  // A paragraph holding only a picture stays.
  expect(notificationParagraphs('<p><img src="/uploads/map.png" alt="Map"></p>')).toHaveLength(1);
});
