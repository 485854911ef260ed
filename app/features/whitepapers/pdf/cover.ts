import { siteConfig } from '../../../config/site.ts'
import { whitepaperPrint } from '../../../content/whitepaper-print.ts'
import type { StructElement, TaggedPdf } from '../../../infra/pdf/tagged-pdf.server.ts'
import { gradientBar, linkDescription } from './flow.ts'
import { COLORS, CONTENT_WIDTH, type Doc, MARGIN, PAGE, type Renderer } from './style.ts'
import { SITE_HOST, typo } from './text.ts'

/**
 * The full-bleed cover and closing pages, the logo and the cover motifs. Backgrounds,
 * rings, rules and eyebrow labels are artifacts; the logo and the cover illustration are
 * figures with their alternative text (docs/decisions/060-tagged-pdf.md).
 */

/** What the cover illustration of each white paper shows, for assistive technologies. */
const coverIllustrationAlt = {
	'data-platform':
		'Illustration : trois couches de données empilées en perspective, la plus haute reliant quatre points de données.',
	'workspace-ia':
		'Illustration : deux documents superposés, une bulle de conversation et une étincelle, symboles d’une collaboration assistée par l’IA.',
} as const

export function drawCover(r: Renderer): void {
	const { doc, paper, pdf } = r
	const { width: W, height: H } = PAGE
	const sect = pdf.group('Sect', r.parent)
	// Full-bleed page: text near the bottom edge must not trigger a page break.
	doc.page.margins.bottom = 0
	doc.save()
	pdf.artifact(() => drawCoverBackground(doc), 'Background')

	pdf.figure(sect, coverIllustrationAlt[paper.meta.type], [W - 200, 150, 170, 180], () => {
		if (paper.meta.type === 'data-platform') drawLayersMotif(doc, W - 120, 230)
		else drawCollaborationMotif(doc, W - 120, 230)
	})

	// Brand mark.
	drawLogo(pdf, sect, MARGIN.left, 54, '#FFFFFF')
	pdf.tag('P', sect, () => {
		doc.font('medium').fontSize(9).fillColor(COLORS.onDark)
		doc.text(siteConfig.tagline, W - MARGIN.right - 200, 60, { width: 200, align: 'right', lineBreak: false })
	})

	// Title block.
	let y = 470
	doc.font('bold').fontSize(8.5)
	const label = 'LIVRE BLANC'
	const labelWidth = doc.widthOfString(label, { characterSpacing: 1.6 }) + 20
	pdf.artifact(() => doc.roundedRect(MARGIN.left, y, labelWidth, 20, 10).fill(COLORS.accent))
	pdf.tag('P', sect, () =>
		doc.fillColor('#FFFFFF').text(label, MARGIN.left + 10, y + 6.2, { characterSpacing: 1.6, lineBreak: false }),
	)
	y += 38

	pdf.tag('H1', sect, () => {
		doc.font('extrabold').fontSize(38).fillColor('#FFFFFF')
		doc.text(paper.meta.title, MARGIN.left, y, { width: CONTENT_WIDTH - 20, lineGap: -2 })
	})
	y = doc.y + 14
	pdf.artifact(() => gradientBar(doc, MARGIN.left, y, 72, 5))
	y += 22
	pdf.tag('P', sect, () => {
		doc.font('regular').fontSize(13.5).fillColor(COLORS.onDark)
		doc.text(paper.meta.subtitle, MARGIN.left, y, { width: CONTENT_WIDTH - 60, lineGap: 3 })
	})

	// Footer band.
	const fy = H - 104
	pdf.artifact(() => {
		doc
			.moveTo(MARGIN.left, fy)
			.lineTo(W - MARGIN.right, fy)
			.lineWidth(0.6)
			.strokeOpacity(0.2)
			.stroke('#FFFFFF')
		doc.strokeOpacity(1)
	})
	pdf.tag('P', sect, () => {
		doc.font('bold').fontSize(11).fillColor('#FFFFFF')
		doc.text(siteConfig.name, MARGIN.left, fy + 20, { lineBreak: false })
	})
	pdf.tag('P', sect, () => {
		doc.font('regular').fontSize(9).fillColor(COLORS.onDark)
		doc.text(typo(whitepaperPrint.coverLine), MARGIN.left, fy + 38, { lineBreak: false })
	})
	pdf.tag('P', sect, () => {
		doc.font('semibold').fontSize(11).fillColor('#FFFFFF')
		doc.text(paper.meta.date, W - MARGIN.right - 220, fy + 20, { width: 220, align: 'right', lineBreak: false })
	})
	pdf.tag('P', sect, () => {
		doc.font('regular').fontSize(9).fillColor(COLORS.onDark)
		doc.text(SITE_HOST, W - MARGIN.right - 220, fy + 38, { width: 220, align: 'right', lineBreak: false })
	})
	doc.restore()
}

/** The cover's dark page, glow, disc, rings and dot grid. */
function drawCoverBackground(doc: Doc): void {
	const { width: W, height: H } = PAGE
	doc.rect(0, 0, W, H).fill(COLORS.ink)

	// Soft glow and large gradient disc in the upper right corner.
	const glow = doc.radialGradient(W - 90, 250, 0, W - 90, 250, 330)
	glow.stop(0, COLORS.primary, 0.55).stop(1, COLORS.ink, 0)
	doc.circle(W - 90, 250, 330).fill(glow)

	const disc = doc.linearGradient(W - 330, 40, W + 60, 420)
	disc.stop(0, COLORS.primary).stop(1, COLORS.accent)
	doc.circle(W - 120, 230, 170).fill(disc)

	// Concentric rings.
	doc.lineWidth(0.8)
	for (const [radius, opacity] of [
		[215, 0.22],
		[265, 0.14],
		[320, 0.08],
	] as const) {
		doc
			.circle(W - 120, 230, radius)
			.strokeOpacity(opacity)
			.stroke('#FFFFFF')
	}
	doc.strokeOpacity(1)

	// Dot grid.
	doc.fillOpacity(0.22)
	for (let row = 0; row < 7; row++) {
		for (let col = 0; col < 9; col++) {
			doc.circle(MARGIN.left + col * 16, 120 + row * 16, 1.3).fill('#FFFFFF')
		}
	}
	doc.fillOpacity(1)
}

/** The logo (mark and name) as one figure, named by its alternative text. */
function drawLogo(pdf: TaggedPdf, parent: StructElement, x: number, y: number, color: string): void {
	const { doc } = pdf
	doc.font('bold').fontSize(17)
	const width = 30 + 4 + doc.widthOfString(siteConfig.name, { characterSpacing: -0.3 })
	pdf.figure(parent, `Logo ${siteConfig.name}`, [x, y, width, 30], () => drawLogoMark(doc, x, y, color))
}

function drawLogoMark(doc: Doc, x: number, y: number, color: string): void {
	const size = 30
	doc.save()
	doc.translate(x, y).scale(size / 64)
	// Same gradient as the SVG, in its 64 × 64 coordinate space.
	const shapes: ((d: Doc) => Doc)[] = [
		(d) => d.circle(19, 38, 10),
		(d) => d.circle(32, 29, 14),
		(d) => d.circle(45, 37, 11),
		(d) => d.rect(19, 33, 26, 15),
	]
	for (const shape of shapes) {
		const g = doc.linearGradient(8, 14, 56, 50)
		g.stop(0, COLORS.primary).stop(1, COLORS.accent)
		shape(doc).fill(g)
	}
	doc.path('M23.5 41V30.5L40.5 41V30.5').lineWidth(4.2).lineCap('round').lineJoin('round').stroke('#FFFFFF')
	doc.restore()
	doc.font('bold').fontSize(17).fillColor(color)
	doc.text(siteConfig.name, x + size + 4, y + 8, { lineBreak: false, characterSpacing: -0.3 })
}

/** Stacked isometric layers: a data platform. */
function drawLayersMotif(doc: Doc, cx: number, cy: number): void {
	const layer = (y: number, fill: string, opacity: number) => {
		doc.save()
		doc.polygon([cx, y - 36], [cx + 72, y], [cx, y + 36], [cx - 72, y])
		doc.fillOpacity(opacity).fillAndStroke(fill, '#FFFFFF')
		doc.restore()
	}
	doc.lineWidth(1.2).strokeOpacity(0.9)
	layer(cy + 46, '#FFFFFF', 0.12)
	layer(cy + 8, '#FFFFFF', 0.22)
	layer(cy - 30, '#FFFFFF', 0.92)
	doc.strokeOpacity(1)
	// Data points on the top layer.
	doc.fillColor(COLORS.primary)
	for (const [dx, dy] of [
		[-24, -30],
		[0, -18],
		[24, -30],
		[0, -42],
	] as const) {
		doc.circle(cx + dx, cy + dy, 3.4).fill()
	}
	doc
		.moveTo(cx - 24, cy - 30)
		.lineTo(cx, cy - 18)
		.lineTo(cx + 24, cy - 30)
		.lineTo(cx, cy - 42)
		.closePath()
	doc.lineWidth(1).stroke(COLORS.primary)
}

/** Two documents and a conversation bubble: collaboration. */
function drawCollaborationMotif(doc: Doc, cx: number, cy: number): void {
	doc.save()
	doc
		.fillOpacity(0.2)
		.roundedRect(cx - 78, cy - 66, 96, 122, 10)
		.fill('#FFFFFF')
	doc
		.fillOpacity(1)
		.roundedRect(cx - 46, cy - 48, 96, 122, 10)
		.fill('#FFFFFF')
	doc
		.fillColor(COLORS.primary)
		.roundedRect(cx - 32, cy - 32, 44, 6, 3)
		.fill()
	doc.fillColor(COLORS.border)
	for (let i = 0; i < 6; i++) {
		doc.roundedRect(cx - 32, cy - 16 + i * 12, i % 3 === 2 ? 44 : 68, 4.5, 2.25).fill()
	}
	// Speech bubble with three dots.
	const bx = cx + 14
	const by = cy + 34
	doc.fillColor(COLORS.accent).roundedRect(bx, by, 62, 36, 12).fill()
	doc.polygon([bx + 12, by + 34], [bx + 24, by + 34], [bx + 8, by + 46]).fill()
	doc.fillColor('#FFFFFF')
	for (let i = 0; i < 3; i++) doc.circle(bx + 19 + i * 12, by + 18, 3).fill()
	// Four-point spark, for the AI.
	const sx = cx + 62
	const sy = cy - 62
	doc.fillColor('#FFFFFF')
	doc
		.path(
			`M ${sx} ${sy - 16} Q ${sx + 2} ${sy - 2} ${sx + 16} ${sy} Q ${sx + 2} ${sy + 2} ${sx} ${sy + 16} Q ${sx - 2} ${sy + 2} ${sx - 16} ${sy} Q ${sx - 2} ${sy - 2} ${sx} ${sy - 16} Z`,
		)
		.fill()
	doc.restore()
}

export function drawClosingPage(r: Renderer): void {
	const { doc, paper, pdf } = r
	const { width: W, height: H } = PAGE
	pdf.newPage()
	const sect = pdf.group('Sect', r.parent)
	doc.page.margins.bottom = 0
	doc.save()
	pdf.artifact(() => {
		doc.rect(0, 0, W, H).fill(COLORS.ink)
		const glow = doc.radialGradient(60, H - 120, 0, 60, H - 120, 360)
		glow.stop(0, COLORS.accent, 0.5).stop(1, COLORS.ink, 0)
		doc.circle(60, H - 120, 360).fill(glow)
		doc.lineWidth(0.8)
		for (const [radius, opacity] of [
			[140, 0.2],
			[200, 0.12],
			[270, 0.07],
		] as const) {
			doc
				.circle(40, H - 90, radius)
				.strokeOpacity(opacity)
				.stroke('#FFFFFF')
		}
		doc.strokeOpacity(1)
	}, 'Background')

	drawLogo(pdf, sect, MARGIN.left, 64, '#FFFFFF')

	let y = 170
	pdf.artifact(() => {
		doc.font('semibold').fontSize(9).fillColor(COLORS.onDarkAccent)
		doc.text('CONTACT', MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
	})
	y += 20
	pdf.tag('H1', sect, () => {
		doc.font('extrabold').fontSize(32).fillColor('#FFFFFF')
		doc.text(whitepaperPrint.closingHeadline, MARGIN.left, y, { width: CONTENT_WIDTH })
	})
	y = doc.y + 14
	pdf.artifact(() => gradientBar(doc, MARGIN.left, y, 56, 4))
	y += 24
	pdf.tag('P', sect, () => {
		doc.font('regular').fontSize(12).fillColor(COLORS.onDark)
		doc.text(paper.meta.closingPitch, MARGIN.left, y, { width: CONTENT_WIDTH - 40, lineGap: 4 })
	})
	y = doc.y + 30

	// Contact cards: a list of label and link.
	const cards = [
		{ label: 'E-MAIL', value: siteConfig.email, link: `mailto:${siteConfig.email}` },
		{ label: 'TÉLÉPHONE', value: typo(siteConfig.phone), link: `tel:${siteConfig.phone.replace(/[^+\d]/g, '')}` },
		{ label: 'SITE WEB', value: SITE_HOST, link: `https://${SITE_HOST}` },
	]
	const gap = 12
	const cardW = (CONTENT_WIDTH - 2 * gap) / 3
	const cardList = pdf.group('L', sect)
	cards.forEach((card, i) => {
		const x = MARGIN.left + i * (cardW + gap)
		const item = pdf.group('LI', cardList)
		pdf.artifact(() => {
			doc.fillOpacity(0.07).roundedRect(x, y, cardW, 66, 8).fill('#FFFFFF')
			doc.fillOpacity(1)
			doc.roundedRect(x, y, 3, 66, 1.5).fill(COLORS.accent)
		})
		pdf.tag('Lbl', item, () => {
			doc.font('semibold').fontSize(8).fillColor(COLORS.onDarkAccent)
			doc.text(card.label, x + 16, y + 16, { characterSpacing: 1.2, lineBreak: false })
		})
		let size = 11
		doc.font('semibold')
		while (size > 8 && doc.fontSize(size).widthOfString(card.value) > cardW - 26) size -= 0.5
		pdf.tag('LBody', item, (scope) =>
			scope.link(card.link.startsWith('tel:') ? `Appeler le ${card.value}` : linkDescription(card.link), () => {
				doc.fontSize(size).fillColor('#FFFFFF')
				doc.text(card.value, x + 16, y + 34, { lineBreak: false, link: card.link, underline: false })
			}),
		)
	})
	y += 66 + 34

	// Offices.
	pdf.tag('H2', sect, () => {
		doc.font('semibold').fontSize(9).fillColor(COLORS.onDarkAccent)
		doc.text('NOS BUREAUX', MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
	})
	y += 20
	const officeW = (CONTENT_WIDTH - gap) / 2
	const offices = pdf.group('L', sect)
	siteConfig.offices.forEach((office, i) => {
		const x = MARGIN.left + i * (officeW + gap)
		const item = pdf.group('LI', offices)
		pdf.tag('Lbl', item, () => {
			doc.font('bold').fontSize(12).fillColor('#FFFFFF')
			doc.text(office.city, x, y, { lineBreak: false })
		})
		pdf.tag('LBody', item, () => {
			doc.font('regular').fontSize(10).fillColor(COLORS.onDark)
			doc.text(typo(`${office.street}, ${office.postalCode} ${office.city}`), x, y + 18, {
				width: officeW,
				lineBreak: false,
			})
		})
	})
	y += 58

	pdf.tag('H2', sect, () => {
		doc.font('semibold').fontSize(9).fillColor(COLORS.onDarkAccent)
		doc.text(typo(`À PROPOS DE ${siteConfig.name.toUpperCase()}`), MARGIN.left, y, {
			characterSpacing: 1.6,
			lineBreak: false,
		})
	})
	y += 20
	pdf.tag('P', sect, () => {
		doc.font('regular').fontSize(10).fillColor(COLORS.onDark)
		doc.text(typo(whitepaperPrint.about(siteConfig)), MARGIN.left, y, { width: CONTENT_WIDTH - 40, lineGap: 3.5 })
	})

	// Legal line.
	const ly = H - 92
	pdf.artifact(() => {
		doc
			.moveTo(MARGIN.left, ly)
			.lineTo(W - MARGIN.right, ly)
			.lineWidth(0.5)
			.strokeOpacity(0.2)
			.stroke('#FFFFFF')
		doc.strokeOpacity(1)
	})
	pdf.tag('P', sect, () => {
		doc.font('regular').fontSize(7.5).fillColor(COLORS.faint)
		doc.text(typo(whitepaperPrint.legal(siteConfig, paper.meta.date)), MARGIN.left, ly + 12, {
			width: CONTENT_WIDTH,
			lineGap: 2,
		})
	})
	doc.restore()
}
