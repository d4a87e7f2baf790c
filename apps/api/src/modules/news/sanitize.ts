import sanitizeHtml from 'sanitize-html';

const ABSOLUTE_HTTP = /^https?:\/\//i;
const ABSOLUTE_HTTPS = /^https:\/\//i;

/**
 * The only HTML an article body may keep: paragraphs, h2–h4, lists, strong/em, blockquote,
 * links to http(s) pages (opened with rel="noopener nofollow") and https images. Anything else
 * is dropped: scripts and styles with their content, other tags keeping their text, every
 * attribute not listed (so no on* handlers). A link whose address is not absolute http(s)
 * loses its address (an anchor without href) and keeps its text; an image without an https source is removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = attribs['href'] ?? '';
      // An anchor without href is plain text. Renaming the tag instead (to have it discarded)
      // makes sanitize-html close a later, valid link with the renamed tag.
      if (!ABSOLUTE_HTTP.test(href)) return { tagName: 'a', attribs: {} };
      return { tagName: 'a', attribs: { href, rel: 'noopener nofollow' } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ABSOLUTE_HTTPS.test(frame.attribs['src'] ?? ''),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
