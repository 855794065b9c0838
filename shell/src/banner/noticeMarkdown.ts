// A notice's Markdown text to HTML (shared by the browser's and the server's rendering of the banner).
import MarkdownIt from 'markdown-it';

// A notice's Text comes from Strapi's rich text editor, whose toolbar writes Markdown (**bold**, [link](url),
// ![picture](url) from the media library); notices written before hold HTML, which Markdown lets through as
// it is. Line breaks are kept as the editor typed them. The result is only ever shown sanitized
// (sanitizeNotificationHtml in the browser, notificationParagraphs on the server).
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: false });

/** The notice's text (Markdown, or HTML) as HTML, before sanitizing. */
export const noticeHtml = (text: string): string => markdown.render(text);
