import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'

/**
 * The one reader of our Markdown files' YAML front matter (blog articles, legal pages,
 * white papers, and the route table's article dates at build time). Plain code with no
 * bundler feature, so that build scripts running in Node use it too.
 */
export function splitFrontMatter(source: string, fileName: string): { data: unknown; body: string } {
	const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/)
	if (!match) throw new Error(`${fileName}: front matter manquant (bloc --- … --- en tête de fichier)`)
	return { data: parseYaml(match[1]!), body: match[2]! }
}

/** Front matter validated by `schema`; a bad one throws naming the file and each field (and so fails the build). */
export function readFrontMatter<T>(
	source: string,
	schema: z.ZodType<T>,
	fileName: string,
): { frontmatter: T; body: string } {
	const { data, body } = splitFrontMatter(source, fileName)
	const parsed = schema.safeParse(data)
	if (!parsed.success) {
		const issues = parsed.error.issues
			.map((issue) => `  - ${issue.path.join('.') || '(racine)'} : ${issue.message}`)
			.join('\n')
		throw new Error(`${fileName}: front matter invalide\n${issues}`)
	}
	return { frontmatter: parsed.data, body }
}
