import * as original from 'react-style-singleton'
import { expect, test } from 'vitest'
import * as ours from './style-singleton.ts'

// vite.config.ts aliases react-style-singleton to our module (docs/decisions/011-radix-style-singleton.md).
// If an upgrade adds or renames an export, Radix would import something we lack: fail here, by name.
test('our style singleton provides every export of the package it replaces', () => {
	const provided: Record<string, unknown> = { ...ours }
	const missing = Object.keys(original).filter((name) => typeof provided[name] !== 'function')
	expect(missing).toEqual([])
})
