import { expect, test } from 'vitest'
import { whitepaperFileNames, whitepaperTypes } from './identifiers.ts'
import { whitepaperByType, whitepaperLabel, whitepapers } from './whitepapers.ts'

test('each white paper of the catalogue has its type, its PDF and its short title as admin label', () => {
	expect(whitepapers.map((whitepaper) => whitepaper.type)).toEqual([...whitepaperTypes])
	for (const type of whitepaperTypes) {
		const whitepaper = whitepaperByType(type)
		expect(whitepaper.pdfUrl).toBe(`/${whitepaperFileNames[type]}`)
		expect(whitepaper.fileName).toBe(whitepaperFileNames[type])
		expect(whitepaperLabel(type)).toBe(whitepaper.shortTitle)
	}
})

test('an unknown type is shown as it is, never as another white paper', () => {
	expect(whitepaperLabel('cloud-native')).toBe('cloud-native')
	expect(whitepaperLabel(null)).toBe('—')
	expect(whitepaperLabel('')).toBe('—')
})
