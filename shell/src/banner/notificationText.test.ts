import { notificationParagraphs } from './notificationText';

const texts = (html: string) => notificationParagraphs(html).map((runs) => runs.map((run) => run.text).join('').trim());

test('keeps the text of each paragraph, without tags, entities decoded', () => {
  expect(texts('<p><strong>Scheduled maintenance:</strong> pay &amp; save, see <a href="/ways-to-pay">other ways</a>.</p><p>Call&nbsp;us &#8212; or &#x2F;&lt;b&gt;</p>')).toEqual([
    'Scheduled maintenance: pay & save, see other ways.',
    'Call\u00a0us \u2014 or /<b>',
  ]);
});

test('keeps the formatting that changes the width of the text: bold, italic, links', () => {
  expect(notificationParagraphs('<p><b>Outage</b> in <em>Dededo</em>, <a href="/power-alerts">alerts</a></p>')).toEqual([
    [
      { text: 'Outage', strong: true, em: false, link: false },
      { text: ' in ', strong: false, em: false, link: false },
      { text: 'Dededo', strong: false, em: true, link: false },
      { text: ', ', strong: false, em: false, link: false },
      { text: 'alerts', strong: false, em: false, link: true },
    ],
  ]);
});

test('line breaks separate paragraphs; empty ones go', () => {
  expect(texts('Line one<br>Line two<br/><p> </p>')).toEqual(['Line one', 'Line two']);
});

test('the content of scripts, styles and embedded documents is not text', () => {
  expect(texts('<p>Notice<script>window.pwned = true</script><style>p{}</style><iframe src="x">frame</iframe></p>')).toEqual(['Notice']);
});
