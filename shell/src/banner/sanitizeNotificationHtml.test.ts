import { sanitizeNotificationHtml } from './sanitizeNotificationHtml';

const parse = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = sanitizeNotificationHtml(html);
  return container;
};

test('keeps formatting and ordinary links', () => {
  const html = parse(
    '<p><strong>Scheduled maintenance:</strong> see <a href="/ways-to-pay">other ways to pay</a> or call <a href="tel:+16716475787">us</a>.</p>',
  );
  expect(html.querySelector('strong')).toHaveTextContent('Scheduled maintenance:');
  expect(html.querySelector('a[href="/ways-to-pay"]')).not.toHaveAttribute('target');
  expect(html.querySelector('a[href="tel:+16716475787"]')).not.toBeNull();
});

test('removes scripts and event handlers', () => {
  const html = parse(
    '<p onclick="steal()">Hi<script>steal()</script><img src="x" onerror="steal()"><svg onload="steal()"></svg></p>',
  );
  expect(html.querySelector('script, svg')).toBeNull();
  expect(html.innerHTML).not.toMatch(/on(click|error|load)|steal/);
});

test.each([
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
])('a link to %j keeps its text but loses its address', (href) => {
  const html = parse(`<a href="${href}">Click here</a>`);
  const link = html.querySelector('a');
  expect(link).toHaveTextContent('Click here');
  expect(link).not.toHaveAttribute('href');
});

test('links to other sites open in a new tab without access to this page; a target from the content is ignored', () => {
  const html = parse(
    '<a href="https://paygpa.com" target="_self">Pay</a><a href="/leac" target="_blank">LEAC</a>',
  );
  const [external, internal] = html.querySelectorAll('a');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(internal).not.toHaveAttribute('target');
});

test('no forms, frames or inline styles that could imitate or cover the page', () => {
  const html = parse(
    '<form action="https://evil.example"><input name="password"></form><iframe src="https://evil.example"></iframe><p style="position:fixed;inset:0">Notice</p>',
  );
  expect(html.querySelector('form, input, iframe')).toBeNull();
  expect(html.querySelector('p')).not.toHaveAttribute('style');
});

test("ids from the content cannot take over the page's own ids", () => {
  const html = parse('<p id="main-content">Notice</p>');
  expect(html.querySelector('p')?.id).not.toBe('main-content');
});

test('pictures only from the media library, each with a text alternative: a stray <img src="x"> would show broken', () => {
  const html = parse(
    '<p>Outage tonight<img src="x"><img src="https://elsewhere.example/a.png" alt="A"><picture><img src="/uploads/map.png"></picture></p>',
  );
  const pictures = [...html.querySelectorAll('img')];
  expect(pictures.map((picture) => [picture.getAttribute('src'), picture.getAttribute('alt')])).toEqual([
    ['/uploads/map.png', ''],
  ]);
  expect(html.querySelector('picture')).toBeNull();
});
