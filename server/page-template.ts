/**
 * A rendered page with holes: the text React wrote around a few request-dependent
 * values (an attribute's value, escaped as React escapes it: app/lib/react-router-formats.ts), kept with each piece compressed once, so that filling
 * it for another value costs a copy, a CRC and no compression
 * (docs/decisions/050-search-answers-spliced.md).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'

/** One value of the render, found as `prefix + text + suffix` (the text already escaped for its context). */
export type Marker = { prefix: string; text: string; suffix: string }

export type PageTemplate = {
	/** The page's text between the holes, as UTF-8. */
	pieces: Buffer[]
	/** holes[i]: the index of the value written after pieces[i]. */
	holes: number[]
	/** Each piece as raw deflate ending on a byte boundary (sync flush); the last one ends the stream. */
	deflated: Buffer[]
	/** Bytes held, for the cache's bound. */
	size: number
}

/**
 * Cuts `html` at every occurrence of each marker's text (between its prefix and
 * suffix). Undefined when a marker is missing or two overlap: the page is then not
 * one this template can reproduce.
 */
export function makeTemplate(html: string, markers: Marker[]): PageTemplate | undefined {
	const holes: { start: number; end: number; value: number }[] = []
	for (const [value, { prefix, text, suffix }] of markers.entries()) {
		const needle = prefix + text + suffix
		let from = 0
		let count = 0
		for (let at = html.indexOf(needle, from); at !== -1; at = html.indexOf(needle, from)) {
			holes.push({ start: at + prefix.length, end: at + prefix.length + text.length, value })
			from = at + needle.length
			count++
		}
		if (count === 0) return undefined
	}
	holes.sort((a, b) => a.start - b.start)
	const pieces: Buffer[] = []
	let cursor = 0
	for (const hole of holes) {
		if (hole.start < cursor) return undefined
		pieces.push(Buffer.from(html.slice(cursor, hole.start), 'utf8'))
		cursor = hole.end
	}
	pieces.push(Buffer.from(html.slice(cursor), 'utf8'))
	const deflated = pieces.map((piece, index) =>
		deflateRawSync(piece, {
			level: 9,
			finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
		}),
	)
	const size = [...pieces, ...deflated].reduce((sum, buffer) => sum + buffer.length, 0)
	return { pieces, holes: holes.map((hole) => hole.value), deflated, size }
}

/** The page with `values` (escaped for their context) in its holes. */
export function fillTemplate(template: PageTemplate, values: string[]): Buffer {
	return Buffer.concat(interleave(template.pieces, template.holes, values))
}

/**
 * The same page gzipped: the pieces' precompressed deflate data with each value between
 * them as stored blocks (a valid deflate stream: every part starts on a byte boundary
 * and only the last is final), in a gzip header and trailer (CRC-32 and length of the
 * whole page).
 */
export function fillTemplateGzip(template: PageTemplate, values: string[]): Buffer {
	const plain = interleave(template.pieces, template.holes, values)
	const parts: Buffer[] = [Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])]
	let crc = 0
	let length = 0
	for (const [index, buffer] of plain.entries()) {
		crc = crc32(buffer, crc)
		length += buffer.length
		if (index % 2 === 0) parts.push(template.deflated[index / 2]!)
		else parts.push(...storedBlocks(buffer))
	}
	const trailer = Buffer.alloc(8)
	trailer.writeUInt32LE(crc >>> 0, 0)
	trailer.writeUInt32LE(length % 2 ** 32, 4)
	parts.push(trailer)
	return Buffer.concat(parts)
}

/** pieces[0], values[holes[0]], pieces[1]… as buffers (pieces at even indexes). */
function interleave(pieces: Buffer[], holes: number[], values: string[]): Buffer[] {
	const encoded = values.map((value) => Buffer.from(value, 'utf8'))
	const result: Buffer[] = []
	for (const [index, piece] of pieces.entries()) {
		result.push(piece)
		if (index < holes.length) result.push(encoded[holes[index]!]!)
	}
	return result
}

/** Non-final stored deflate blocks (at most 65,535 bytes each) holding `data`. */
function storedBlocks(data: Buffer): Buffer[] {
	const blocks: Buffer[] = []
	for (let offset = 0; offset < data.length; offset += 0xffff) {
		const chunk = data.subarray(offset, offset + 0xffff)
		const header = Buffer.alloc(5)
		header.writeUInt16LE(chunk.length, 1)
		header.writeUInt16LE(~chunk.length & 0xffff, 3)
		blocks.push(header, chunk)
	}
	return blocks
}
