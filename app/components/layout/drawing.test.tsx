import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { type DrawingName, HeroDrawing, inlineSvg } from './drawing.tsx'

const names: DrawingName[] = [
	'expertise-applicatif',
	'expertise-data-platform',
	'expertise-ia-gen-ai',
	'expertise-move-to-cloud',
	'expertise-resell',
	'expertise-security',
	'expertise-workspace',
	'careers-hero',
]

test('the root svg is hidden from assistive technologies and keeps its drawing', () => {
	const markup = inlineSvg(
		'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="640" height="520" viewBox="0 0 640 520" role="img" aria-label="Plateforme"><circle r="4"/></svg>\n',
	)
	expect(markup).toBe(
		'<svg xmlns="http://www.w3.org/2000/svg" width="640" height="520" viewBox="0 0 640 520" aria-hidden="true"><circle r="4"/></svg>',
	)
})

test('a background drawing covers its box from the right, as object-fit: cover and object-position: right did', () => {
	const markup = inlineSvg('<svg viewBox="0 0 1600 600" aria-hidden="true" preserveAspectRatio="none"><g/></svg>', {
		preserveAspectRatio: 'xMaxYMid slice',
	})
	expect(markup).toBe('<svg viewBox="0 0 1600 600" preserveAspectRatio="xMaxYMid slice" aria-hidden="true"><g/></svg>')
})

test('markup without an svg element is refused', () => {
	expect(() => inlineSvg('<p>pas un dessin</p>')).toThrow('Dessin')
})

test.each(names)('%s: found, one svg, nothing the page’s style-src or script-src would refuse', (name) => {
	const markup = renderToStaticMarkup(<HeroDrawing name={name} />)
	expect(markup).toContain(`data-drawing="${name}"`)
	expect(markup.match(/<svg\b/g)).toHaveLength(1)
	expect(markup).not.toMatch(/<style|<script|\sstyle=|\son[a-z]+=|href="(?!#)/i)
})
