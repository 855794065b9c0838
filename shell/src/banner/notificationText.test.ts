import { notificationParagraphs } from './notificationText';

test('keeps the text of each paragraph, without tags, entities decoded', () => {
  expect(notificationParagraphs('<p><strong>Scheduled maintenance:</strong> pay &amp; save, see <a href="/ways-to-pay">other ways</a>.</p><p>Call&nbsp;us &#8212; or &#x2F;&lt;b&gt;</p>')).toEqual([
    'Scheduled maintenance: pay & save, see other ways.',
    'Call\u00a0us \u2014 or /<b>',
  ]);
});

test('line breaks separate paragraphs; empty ones go', () => {
  expect(notificationParagraphs('Line one<br>Line two<br/><p> </p>')).toEqual(['Line one', 'Line two']);
});

test('the content of scripts, styles and embedded documents is not text', () => {
  expect(notificationParagraphs('<p>Notice<script>window.pwned = true</script><style>p{}</style><iframe src="x">frame</iframe></p>')).toEqual(['Notice']);
});
