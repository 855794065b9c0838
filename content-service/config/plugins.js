'use strict';

// Plugin settings: the media library's accepted file types and sizes, and the users-permissions plugin.
module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 50 * 1024 * 1024),
      // The media library takes only what the site shows or offers for download: pictures (SVG is shown in
      // <img> only: the site serves it as a sandboxed download), PDF and Office documents. HTML, XML, scripts
      // and anything unknown are refused: a file on the site's address must never be a page.
      security: {
        allowedTypes: [
          'image/png',
          'image/jpeg',
          'image/gif',
          'image/webp',
          'image/avif',
          'image/svg+xml',
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
        deniedTypes: [
          'text/html',
          'application/xhtml+xml',
          'application/xml',
          'text/xml',
          'text/javascript',
          'application/javascript',
          'application/x-msdownload',
        ],
      },
    },
  },
});
