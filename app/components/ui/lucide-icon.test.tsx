import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { LucideIcon } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import createLucideIcon, { type LucideIconData } from './lucide-icon.tsx'

/** An `<svg>`'s attributes as a sorted list, and what it holds: the order of attributes differs. */
function shape(markup: string) {
	const match = /^<svg ([^>]*)>(.*)<\/svg>$/s.exec(markup)
	if (!match) throw new Error(`not an svg: ${markup}`)
	return { attributes: match[1]!.match(/[\w:-]+="[^"]*"/g)!.sort(), content: match[2] }
}

/** The app's modules, by path under app/. */
const app = path.resolve(import.meta.dirname, '../..')
const sources = readdirSync(app, { recursive: true, encoding: 'utf8' })
	.filter((file) => /\.tsx?$/.test(file))
	.map((file) => [file, readFileSync(path.join(app, file), 'utf8')] as const)
/** Every icon the site imports (`lucide-react/icons/<name>`), with its module. */
const iconNames = new Set(
	sources.flatMap(([, source]) => [...source.matchAll(/'lucide-react\/icons\/([\w-]+)'/g)]).map((match) => match[1]!),
)
const modules = await Promise.all(
	[...iconNames].map(
		async (name) =>
			[
				name,
				(await import(`lucide-react/icons/${name}`)) as { default: LucideIcon; __iconData?: LucideIconData },
			] as const,
	),
)

describe('createLucideIcon, which the build puts in place of lucide-react’s', () => {
	test('the site uses lucide icons', () => expect(modules.length).toBeGreaterThan(20))

	test.each(modules)('draws %s as lucide-react does, for the props the site passes', (_, module) => {
		// What vite.config.ts relies on: each icon module exports its data and builds its
		// component with '../createLucideIcon.mjs'.
		const data = module.__iconData
		expect(data).toMatchObject({ name: expect.any(String), node: expect.any(Array) })
		const Ours = createLucideIcon(data!)
		const Theirs = module.default
		for (const props of [{}, { className: 'size-4 text-primary' }, { 'aria-label': 'Fermer' }, { role: 'img' }]) {
			expect(shape(renderToStaticMarkup(<Ours {...props} />))).toEqual(
				shape(renderToStaticMarkup(<Theirs {...props} />)),
			)
		}
	})

	test('icons are imported one by one, never through the lucide-react barrel', () => {
		// The barrel ties every icon to every page that imports one (the build's shared chunks
		// follow who imports what) and brings lucide's runtime back; its types stay usable.
		const barrelImports = sources.filter(([, source]) =>
			/^(?:import|export) (?!type )[^'"]*? from 'lucide-react'$/m.test(source),
		)
		expect(barrelImports.map(([file]) => file)).toEqual([])
	})

	test('the icon modules import the factory the build aliases', () => {
		const require = createRequire(import.meta.url)
		const file = require.resolve('lucide-react/dist/esm/icons/menu.mjs')
		expect(readFileSync(file, 'utf8')).toContain("import createLucideIcon from '../createLucideIcon.mjs'")
	})
})
