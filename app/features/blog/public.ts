/**
 * What the blog feature offers the other features and the server: they import it from
 * here, never from its other modules (docs/decisions/094-layers.md).
 */

export type { ArticleSummary } from './article-schema.ts'
export { blogPage } from './blog-seo.ts'
export { filterArticles, parseBlogQuery } from './filter.ts'
