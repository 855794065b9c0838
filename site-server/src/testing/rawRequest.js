// Test helper: one HTTP request whose answer is kept as sent (fetch would decode a compressed body).
const http = require('node:http');

/** Status, headers and the body's bytes of `method target` on 127.0.0.1:`port`. */
function rawRequest(port, target, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

module.exports = { rawRequest };
