import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names and resolves Tailwind conflicts, the last one winning (as shadcn's
 * `cn`): `cn(buttonVariants(), 'bg-danger')` is red, whatever the stylesheet's order.
 * A small resolver of our own rather than tailwind-merge (9 KB of every page's
 * JavaScript, docs/decisions/047-first-load-budget.md): it knows the utility groups this
 * site writes; a class it does not know conflicts only with itself.
 */
export function cn(...inputs: ClassValue[]): string {
	const joined = clsx(inputs)
	const known = resolved.get(joined)
	if (known !== undefined) return known
	const merged = resolveConflicts(joined)
	// A page renders the same few dozen combinations many times (every button, every
	// card): they are resolved once. Bounded, as the server renders for every visitor.
	if (resolved.size >= 2000) resolved.clear()
	resolved.set(joined, merged)
	return merged
}

const resolved = new Map<string, string>()

function resolveConflicts(joined: string): string {
	const tokens = joined.split(' ')
	const kept: string[] = []
	const taken = new Set<string>()
	// From the last class to the first: a class is dropped when a later one took its group
	// (or a shorthand covering it: `p-4` after `px-2`).
	for (let index = tokens.length - 1; index >= 0; index--) {
		const token = tokens[index]!
		if (!token) continue
		const [variants, group] = conflictKey(token)
		if (taken.has(variants + group)) continue
		taken.add(variants + group)
		for (const covered of shorthands[group] ?? []) taken.add(variants + covered)
		kept.push(token)
	}
	return kept.toReversed().join(' ')
}

/** A shorthand's group, and the groups it overrides when it comes later (`p-4` after `px-2`). */
const shorthands: Record<string, string[]> = {
	p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
	px: ['pr', 'pl', 'ps', 'pe'],
	py: ['pt', 'pb'],
	m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
	mx: ['mr', 'ml', 'ms', 'me'],
	my: ['mt', 'mb'],
	size: ['w', 'h'],
	inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
	'inset-x': ['left', 'right'],
	'inset-y': ['top', 'bottom'],
	gap: ['gap-x', 'gap-y'],
	rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e', 'rounded-tl', 'rounded-tr'],
	'border-width': ['border-x-width', 'border-y-width', 'border-t-width', 'border-b-width', 'border-l-width'],
	'border-color': ['border-x-color', 'border-y-color', 'border-t-color', 'border-b-color', 'border-l-color'],
}

/** Utilities without a value, each the member of a group. */
const keywords: Record<string, string> = {}
for (const [group, names] of Object.entries({
	display: 'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root list-item',
	position: 'static fixed absolute relative sticky',
	visibility: 'visible invisible collapse',
	'font-style': 'italic not-italic',
	'text-transform': 'uppercase lowercase capitalize normal-case',
	'text-decoration': 'underline overline line-through no-underline',
	'sr-only': 'sr-only not-sr-only',
	truncate: 'truncate',
}))
	for (const name of names.split(' ')) keywords[name] = group

/** Prefixes whose value says what they set: `text-lg` (a size) and `text-ink` (a colour) do not conflict. */
const textSizes = /^(xs|sm|base|lg|[2-9]?xl|h[1-6]|\[[\d.]+(px|rem|em|%)\]|\(length:.*\))$/
const textOthers: Record<string, string> = {}
for (const [group, names] of Object.entries({
	'text-align': 'left center right justify start end',
	'text-wrap': 'wrap nowrap balance pretty',
	'text-overflow': 'ellipsis clip',
}))
	for (const name of names.split(' ')) textOthers[name] = group
const fontWeights = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/
const lineStyles = /^(solid|dashed|dotted|double|hidden|none)$/
const widths = /^(\d+|\[[\d.]+(px|rem|em)\]|\(length:.*\))?$/
const shadowSizes = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*\])?$/

/** The prefixes of utilities with a value. */
const prefixes = [
	'inset-x',
	'inset-y',
	'space-x',
	'space-y',
	'gap-x',
	'gap-y',
	'min-w',
	'max-w',
	'min-h',
	'max-h',
	'grid-cols',
	'grid-rows',
	'grid-flow',
	'col-span',
	'row-span',
	'col-start',
	'col-end',
	'translate-x',
	'translate-y',
	'scale-x',
	'scale-y',
	'overflow-x',
	'overflow-y',
	'underline-offset',
	'line-clamp',
	'ring-offset',
	'outline-offset',
	'rounded-tl',
	'rounded-tr',
	'rounded-br',
	'rounded-bl',
	'rounded-t',
	'rounded-r',
	'rounded-b',
	'rounded-l',
	'rounded-s',
	'rounded-e',
	'border-x',
	'border-y',
	'border-t',
	'border-b',
	'border-l',
	'border-r',
	'border-s',
	'border-e',
	'pointer-events',
	'place-items',
	'place-content',
	'place-self',
	'flex',
	'grid',
	'rounded',
	'border',
	'outline',
	'ring',
	'shadow',
	'text',
	'font',
	'bg',
	'px',
	'py',
	'pt',
	'pr',
	'pb',
	'pl',
	'ps',
	'pe',
	'p',
	'mx',
	'my',
	'mt',
	'mr',
	'mb',
	'ml',
	'ms',
	'me',
	'm',
	'size',
	'w',
	'h',
	'inset',
	'top',
	'right',
	'bottom',
	'left',
	'start',
	'end',
	'gap',
	'z',
	'order',
	'opacity',
	'leading',
	'tracking',
	'whitespace',
	'items',
	'justify',
	'self',
	'content',
	'basis',
	'grow',
	'shrink',
	'overflow',
	'cursor',
	'select',
	'object',
	'aspect',
	'duration',
	'ease',
	'delay',
	'transition',
	'animate',
	'rotate',
	'scale',
	'blur',
	'fill',
	'stroke',
	'decoration',
	'list',
	'break',
]

/** What a class sets: its variants (`hover:`, `lg:`…) and its utility group. */
function conflictKey(token: string): [string, string] {
	// Variants (`hover:`, `lg:`, `data-[state=open]:`) end at the last colon outside brackets.
	let depth = 0
	let split = -1
	for (let index = 0; index < token.length; index++) {
		const char = token[index]
		if (char === '[' || char === '(') depth++
		else if (char === ']' || char === ')') depth--
		else if (char === ':' && depth === 0) split = index
	}
	const variants = token.slice(0, split + 1)
	const utility = token
		.slice(split + 1)
		.replace(/^!|!$/g, '')
		.replace(/^-/, '')
	return [`${variants}|`, groupOf(utility)]
}

const prefixSet = new Set(prefixes)

/** The longest prefix of the list that the utility starts with (`rounded-tl` in `rounded-tl-lg`). */
function prefixOf(utility: string): string | undefined {
	if (prefixSet.has(utility)) return utility
	for (let end = utility.lastIndexOf('-'); end > 0; end = utility.lastIndexOf('-', end - 1)) {
		const candidate = utility.slice(0, end)
		if (prefixSet.has(candidate)) return candidate
	}
	return undefined
}

function groupOf(utility: string): string {
	if (keywords[utility]) return keywords[utility]
	const prefix = prefixOf(utility)
	if (!prefix) return utility
	const value = utility.slice(prefix.length + 1).replace(/\/[\w.[\]]+$/, '')
	switch (prefix) {
		case 'text':
			return textOthers[value] ?? (textSizes.test(value) ? 'text-size' : 'text-color')
		case 'font':
			return fontWeights.test(value) ? 'font-weight' : 'font-family'
		case 'flex':
			if (/^(row|col)(-reverse)?$/.test(value)) return 'flex-direction'
			if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap'
			return value ? 'flex' : 'display'
		case 'grid':
			return value ? utility : 'display'
		case 'bg':
			// Colours are the common case; the other background utilities keep their own name.
			return /^(fixed|local|scroll|clip-|origin-|repeat|no-repeat|auto|cover|contain|none|linear|radial|conic|gradient|bottom|center|left|right|top|\[url)/.test(
				value,
			)
				? utility
				: 'bg-color'
		case 'shadow':
			return shadowSizes.test(value) ? 'shadow' : 'shadow-color'
		case 'ring':
		case 'ring-offset':
		case 'outline':
		case 'border':
		case 'border-x':
		case 'border-y':
		case 'border-t':
		case 'border-b':
		case 'border-l':
		case 'border-r':
		case 'border-s':
		case 'border-e':
			if (prefix === 'border' && /^(collapse|separate)$/.test(value)) return 'border-collapse'
			if (lineStyles.test(value)) return `${prefix}-style`
			return widths.test(value) ? `${prefix}-width` : `${prefix}-color`
		default:
			return prefix
	}
}

/** True when the visitor asked the system to reduce motion. */
export function prefersReducedMotion(): boolean {
	return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
