import { inflateSync } from 'node:zlib'

/**
 * Converts a WOFF 1.0 font to the plain TrueType/OpenType (sfnt) bytes that resvg
 * reads, so the share images use the site's own Inter font on any machine.
 */
export function woffToSfnt(woff: Buffer): Buffer {
	if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file')
	const flavor = woff.readUInt32BE(4)
	const numTables = woff.readUInt16BE(12)
	const tables: { tag: number; checksum: number; data: Buffer }[] = []
	for (let index = 0; index < numTables; index++) {
		const entry = 44 + index * 20
		const tag = woff.readUInt32BE(entry)
		const offset = woff.readUInt32BE(entry + 4)
		const compLength = woff.readUInt32BE(entry + 8)
		const origLength = woff.readUInt32BE(entry + 12)
		const checksum = woff.readUInt32BE(entry + 16)
		const raw = woff.subarray(offset, offset + compLength)
		tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw) })
	}
	let searchRange = 1
	let entrySelector = 0
	while (searchRange * 2 <= numTables) {
		searchRange *= 2
		entrySelector++
	}
	const headerSize = 12 + numTables * 16
	const padded = (length: number) => (length + 3) & ~3
	const total = headerSize + tables.reduce((sum, table) => sum + padded(table.data.length), 0)
	const sfnt = Buffer.alloc(total)
	sfnt.writeUInt32BE(flavor, 0)
	sfnt.writeUInt16BE(numTables, 4)
	sfnt.writeUInt16BE(searchRange * 16, 6)
	sfnt.writeUInt16BE(entrySelector, 8)
	sfnt.writeUInt16BE(numTables * 16 - searchRange * 16, 10)
	let offset = headerSize
	tables.forEach((table, index) => {
		const entry = 12 + index * 16
		sfnt.writeUInt32BE(table.tag, entry)
		sfnt.writeUInt32BE(table.checksum, entry + 4)
		sfnt.writeUInt32BE(offset, entry + 8)
		sfnt.writeUInt32BE(table.data.length, entry + 12)
		table.data.copy(sfnt, offset)
		offset += padded(table.data.length)
	})
	return sfnt
}
