import MarkdownIt from 'markdown-it';

/**
 * Markdown as admins write news (docs/product.md#news), rendered on the server with raw HTML off: whatever a
 * writer types is text or Markdown, never markup or script. Links may only go to web pages, mail addresses or
 * the site itself (no `javascript:`, `data:` or `vbscript:`); pictures belong in the cover, which goes through
 * the image pipeline, so Markdown images are off.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
markdown.disable('image');

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

// The page has its own h1 (the title): the post's headings start one level below.
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  return self.renderToken(tokens, index, options);
};

// Links to other sites say they are not endorsed and get no access to this page.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  if (/^https?:/i.test(token.attrGet('href') ?? '')) token.attrSet('rel', 'nofollow noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/** Plain text of a post for feeds and descriptions: Markdown rendered, then the tags dropped. */
export function markdownToText(source: string): string {
  return markdown
    .render(source)
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(lt|gt|amp|quot|#39);/g,
      (_all, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[name]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}
