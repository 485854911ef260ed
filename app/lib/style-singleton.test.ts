import * as original from 'react-style-singleton'
import { expect, test } from 'vitest'
import * as ours from './style-singleton.ts'

// vite.config.ts aliases react-style-singleton to our module (docs/decisions/011-radix-style-singleton.md).
// If an upgrade adds or renames an export, Radix would import something we lack: fail here, by name.
test('our style singleton provides every export of the package it replaces', () => {
	const missing = Object.keys(original).filter((name) => !(name in ours))
	expect(missing).toEqual([])
	for (const name of Object.keys(original)) expect(typeof ours[name as keyof typeof ours]).toBe('function')
})
