// A visitor without JavaScript sends the newsletter form through the edge: a POST (the fields in its body),
// answered with a 303 to the form's page naming only the outcome; no value typed is in that address, in the
// page it leads to, in any line the site server logged, or kept as an object at the edge.
const crypto = require('node:crypto');
const http = require('node:http');
const { PORTS, check, rawGet } = require('./harness');

const FORM_PAGE = '/newsletter-sign-up';

/** One urlencoded POST through the edge: its status and headers. */
function post(pagePath, fields) {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORTS.edge,
        path: pagePath,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * `logLines()`: every line the site server has printed so far; `received`: the bodies the stand-in content
 * service was sent; `edge.stat`: Varnish's counters (a POST makes no object: fewer, if one expired).
 */
async function noScriptForm({ edge, logLines, received }) {
  const marker = crypto.randomBytes(5).toString('hex');
  const fields = {
    FirstName: `Quiet${marker}`,
    LastName: `Visitor${marker}`,
    PhoneNumber: '6715550199',
    Email: `quiet-${marker}@example.org`,
  };
  const objectsBefore = edge.stat('MAIN.n_object');
  const sent = await post(FORM_PAGE, { form: 'e-newsletters', ...fields });
  const objectsAfter = edge.stat('MAIN.n_object');
  const location = sent.headers.location ?? '';
  const answered = location ? await rawGet(location.replace(/#.*$/, '')) : undefined;
  const values = Object.values(fields);
  const inAddress = values.filter(
    (value) => location.includes(value) || location.includes(encodeURIComponent(value)),
  );
  const inPage = values.filter((value) => answered?.body.toString('utf8').includes(value));
  const inLog = values.filter((value) => logLines().some((line) => line.includes(value)));
  const arrived = received.some((body) => body.includes(fields.Email));
  check(
    'a no-script form sent through the edge is posted and answered by the outcome alone: no value in an address, the page, a log line or an edge object',
    sent.status === 303 &&
      location.startsWith(`${FORM_PAGE}?form=e-newsletters.sent`) &&
      answered?.status === 200 &&
      arrived &&
      inAddress.length + inPage.length + inLog.length === 0 &&
      objectsAfter <= objectsBefore,
    `${sent.status} -> ${location}; reached the content service: ${arrived}; values in the address ${inAddress.length}, the page ${inPage.length}, the log ${inLog.length}`,
  );
}

module.exports = { noScriptForm };
