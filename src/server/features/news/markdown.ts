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

// The page has its own h1 (the title): the post's headings form the outline below it whatever levels the
// writer chose, its highest level an h2 and no level skipped (## then #### become h2 then h3), as screen
// readers navigate by heading level.
markdown.core.ruler.push('heading_outline', (state) => {
  const headings = state.tokens.filter(
    (token) => token.type === 'heading_open' || token.type === 'heading_close',
  );
  const levels = [...new Set(headings.map((token) => Number(token.tag.slice(1))))].sort((a, b) => a - b);
  for (const token of headings) token.tag = `h${Math.min(6, 2 + levels.indexOf(Number(token.tag.slice(1))))}`;
});

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
