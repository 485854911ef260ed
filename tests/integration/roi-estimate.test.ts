import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { leads, roiEstimates } from '#app/db/schema.ts'
import { calculateRoi } from '#app/features/roi/calculate-roi.ts'
import { defaultRoiInputs, type RoiInputs } from '#app/features/roi/roi-inputs.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { readPdf } from '#tests/setup/pdf-text.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { startWebhookReceiver } from '#tests/setup/webhook-receiver.ts'
import { attachmentOf, decodeQuotedPrintable, formRequest, replyErrors, unwrap, waitFor } from './helpers.ts'

// « Recevoir mon estimation » (docs/decisions/077-roi-estimate.md) through the ROI page's action.
const secret = `whsec_${randomBytes(32).toString('base64')}`
const smtp = await startSmtpCapture()
const receiver = await startWebhookReceiver(secret)
process.env.SMTP_URL = smtp.url
process.env.FORM_RATE_LIMIT_MAX = '100000'
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
process.env.SALES_NOTIFY_EMAILS = 'ventes@nuvea.example'
process.env.WEBHOOK_URL = receiver.url
process.env.WEBHOOK_SECRET = secret
const { setDatabase } = await import('#app/db/db.server.ts')
const { startJobWorker, stopJobQueue } = await import('#app/infra/jobs/jobs.server.ts')
const roiRoute = await import('#app/routes/roi-calculator.tsx')
afterAll(async () => {
	await smtp.close()
	await receiver.close()
})

type Action = (args: { request: Request; params: object; context: object }) => Promise<unknown>
const post = async (fields: Record<string, string>) =>
	unwrap(
		(await (roiRoute.action as unknown as Action)({
			request: formRequest(fields, { url: 'http://localhost/expertise/roi-calculator' }),
			params: {},
			context: {},
		})) as never,
	) as { status: number; body: { status?: string; payload?: { inputs: RoiInputs }; error?: Record<string, string[]> } }

/** The fields as the form sends them: every input as text. */
const fieldsOf = (inputs: Record<string, number | string>) =>
	Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, String(value)]))

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address))

describe.each(databaseKinds)('ROI estimates on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
		setDatabase(handle)
		await startJobWorker()
	})
	afterAll(async () => {
		await stopJobQueue()
		await handle.close()
	})

	async function stored() {
		const [row] = await handle.db.select({ n: count() }).from(roiEstimates)
		return row!.n
	}

	test('an estimate is stored with its inputs; the PDF mailed to the visitor carries calculateRoi’s figures and nothing typed', async () => {
		const email = `dsi-${kind}@exemple.fr`
		// As the calculator sends them: amounts as typed (spaces), sliders as numbers, one out of bounds.
		const sent = {
			...fieldsOf(defaultRoiInputs),
			currentDataInfraCosts: '420 000',
			dataTeamSize: '12',
			timeToGenerateReport: '3.5',
			downtime: '70',
		}
		const inputs: RoiInputs = {
			...defaultRoiInputs,
			currentDataInfraCosts: 420_000,
			dataTeamSize: 12,
			timeToGenerateReport: 3.5,
			downtime: 50,
		}
		const { status, body } = await post({
			...sent,
			email: email.toUpperCase(),
			company: 'Zéphyr Transports',
			consent: 'on',
			utm_source: 'newsletter',
		})
		expect(status).toBe(200)
		expect(body).toMatchObject({ status: 'success', payload: { inputs } })
		const [row] = await handle.db.select().from(roiEstimates).where(eq(roiEstimates.email, email))
		expect(row).toMatchObject({ company: 'Zéphyr Transports', inputs, utmSource: 'newsletter' })
		expect(row!.consentText).toMatch(/^J’accepte que Nuvéa m’envoie cette estimation/)
		expect((await handle.db.select().from(leads).where(eq(leads.id, row!.id)))[0]).toMatchObject({
			kind: 'roi-estimate',
			status: 'nouveau',
		})

		const result = calculateRoi(inputs)
		const mail = await waitFor(() => mailsTo(email)[0], 20_000)
		const text = decodeQuotedPrintable(mail.raw)
		expect(text).toMatch(/Subject: Votre estimation du ROI de votre plateforme data/)
		expect(text).not.toContain('Zéphyr')
		const pdf = attachmentOf(mail.raw, 'application/pdf')
		expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-')
		const reading = await readPdf(pdf!)
		expect(reading.tagged).toBe(true)
		expect(reading.language).toBe('fr-FR')
		for (const figure of [
			formatSignedPercent(result.roi),
			formatEuro(result.totalSavings),
			formatEuro(result.totalInvestment),
			formatEuro(result.netGain24Months),
			formatEuro(result.groupTotals.operations),
			formatEuro(result.groupTotals.productivity),
			formatEuro(result.groupTotals.business),
			formatEuro(result.downtimeSavings),
			formatEuro(420_000),
			'12 personnes',
			'3,5 h',
			'50 h/mois',
		])
			expect(reading.text).toContain(plain(figure))
		expect(reading.text).not.toContain('Zéphyr')

		const sales = decodeQuotedPrintable(
			(await waitFor(() => mailsTo('ventes@nuvea.example').find((entry) => entry.raw.includes(email)), 20_000)).raw,
		)
		expect(sales).toContain('Zéphyr Transports')
		expect(plain(sales)).toContain(plain(`Économies annuelles : ${formatEuro(result.totalSavings)}`))
		expect(plain(sales)).toContain(plain(`Taille de l’équipe data : 12 personnes`))

		const webhook = await waitFor(
			() => receiver.calls.find((entry) => JSON.stringify(entry.payload).includes(`"email":"${email}"`)),
			20_000,
		)
		expect(webhook).toMatchObject({
			verified: true,
			payload: {
				type: 'estimate.created',
				data: {
					id: row!.id,
					company: 'Zéphyr Transports',
					inputs,
					results: {
						roi: result.roi,
						paybackMonths: result.paybackMonths,
						totalSavings: result.totalSavings,
						totalInvestment: result.totalInvestment,
						netGain24Months: result.netGain24Months,
						groupTotals: result.groupTotals,
					},
				},
			},
		})
	})

	test('without consent, a bad address, or an unreadable calculator value: French messages, nothing stored', async () => {
		const before = await stored()
		const base: Record<string, string> = {
			...fieldsOf(defaultRoiInputs),
			email: 'ok@exemple.fr',
			company: 'Acme',
			consent: 'on',
		}
		const cases: [Record<string, string>, Record<string, string>][] = [
			[{ consent: '' }, { consent: 'Veuillez accepter l’envoi de votre estimation pour la recevoir' }],
			[{ email: 'pas-une-adresse' }, { email: 'Veuillez entrer une adresse email valide' }],
			[{ company: 'A' }, { company: 'Le nom de l’entreprise doit contenir au moins 2 caractères' }],
			[
				{ dataTeamSize: 'beaucoup' },
				{ dataTeamSize: 'Les valeurs du calcul sont illisibles. Veuillez recalculer votre ROI et réessayer.' },
			],
		]
		for (const [fields, messages] of cases) {
			const { status, body } = await post({ ...base, ...fields })
			expect(status, JSON.stringify(fields)).toBe(400)
			expect(replyErrors(body)).toEqual(expect.objectContaining(messages))
		}
		// A slider value missing altogether.
		const withoutSlider = { ...base }
		delete withoutSlider.dataSources
		expect((await post(withoutSlider)).status).toBe(400)
		expect(await stored()).toBe(before)
	})
})
