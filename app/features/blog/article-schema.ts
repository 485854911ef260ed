import { z } from 'zod'
import { categoryLabels } from './categories.ts'

const isoDate = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'date au format AAAA-MM-JJ attendue')
	.refine(
		(value) =>
			!Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
		'date inexistante',
	)

/**
 * Front matter of an article in app/content/blog/<slug>.md. Validated at build time:
 * a missing or wrong field fails the build with the file name and the field.
 */
export const articleFrontmatterSchema = z
	.object({
		slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug en minuscules, chiffres et tirets'),
		title: z.string().min(10).max(120),
		excerpt: z.string().min(40).max(300),
		category: z.enum(categoryLabels),
		date: isoDate,
		readTime: z.number().int().positive().max(60),
		image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, 'image attendue sous /images/blog/<slug>.svg'),
		tags: z.array(z.string().min(2).max(40)).min(1).max(6),
		banner: z.object({
			title: z.string().min(5),
			text: z.string().min(10),
			button: z.string().min(3).max(40),
		}),
	})
	.strict()
	.refine((article) => article.image === `/images/blog/${article.slug}.svg`, {
		message: 'image doit valoir /images/blog/<slug>.svg',
		path: ['image'],
	})

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>

/** What the listing, the cards and the feed need (no body). */
export type ArticleSummary = Omit<ArticleFrontmatter, 'banner'>

export type Article = ArticleFrontmatter & {
	html: string
	headings: { id: string; text: string; depth: number }[]
	/** Words of the body, to check the stated reading time. */
	wordCount: number
}
