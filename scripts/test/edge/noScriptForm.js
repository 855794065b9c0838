// A visitor without JavaScript sends the newsletter form through the edge: a POST (the fields in its body),
// answered with a 303 to the form's page naming only the outcome; no value typed is in that address, in the
// page it leads to or in any line the site server logged, and sent again it reaches the content service again
// (never answered from an edge copy).
const crypto = require('node:crypto');
const { check, rawRequest } = require('./harness');

const FORM_PAGE = '/newsletter-sign-up';

/** One urlencoded POST through the edge: its status and headers. */
function post(pagePath, fields) {
  const body = new URLSearchParams(fields).toString();
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': Buffer.byteLength(body),
  };
  return rawRequest(pagePath, { method: 'POST', body, headers });
}

/** `logLines()`: every line the site server has printed so far; `received`: the bodies the content service got. */
async function noScriptForm({ logLines, received }) {
  const marker = crypto.randomBytes(5).toString('hex');
  const fields = {
    FirstName: `Quiet${marker}`,
    LastName: `Visitor${marker}`,
    PhoneNumber: '6715550199',
    Email: `quiet-${marker}@example.org`,
  };
  const before = received.length;
  const sent = await post(FORM_PAGE, { form: 'e-newsletters', ...fields });
  // Sent again (a reload that re-posts): it reaches the content service again, never an edge copy.
  const again = await post(FORM_PAGE, { form: 'e-newsletters', ...fields });
  const location = sent.headers.location ?? '';
  const answered = location ? await rawRequest(location.replace(/#.*$/, '')) : undefined;
  const values = Object.values(fields);
  const inAddress = values.filter(
    (value) => location.includes(value) || location.includes(encodeURIComponent(value)),
  );
  const inPage = values.filter((value) => answered?.body.toString('utf8').includes(value));
  const inLog = values.filter((value) => logLines().some((line) => line.includes(value)));
  const arrived = received.slice(before).filter((body) => body.includes(fields.Email)).length;
  check(
    'a no-script form sent through the edge is posted and answered by the outcome alone: no value in an address, the page or a log line, never an edge copy',
    sent.status === 303 &&
      location.startsWith(`${FORM_PAGE}?form=e-newsletters.sent`) &&
      again.status === 303 &&
      answered?.status === 200 &&
      arrived === 2 &&
      inAddress.length + inPage.length + inLog.length === 0,
    `${sent.status} and ${again.status} -> ${location} (answered ${answered?.status}); reached the content service ${arrived} of 2 times; values in the address ${inAddress.length}, the page ${inPage.length}, the log ${inLog.length}`,
  );
}

module.exports = { noScriptForm };
