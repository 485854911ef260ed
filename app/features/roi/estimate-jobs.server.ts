/**
 * What the site owes for each ROI estimate, as durable jobs (docs/decisions/035-job-queue.md):
 * the PDF to the visitor (made here, on demand, not in the request), the notification to
 * sales with the figures, the CRM webhook (`estimate.created`). Jobs carry the estimate's
 * id only; an estimate deleted meanwhile is skipped.
 */
import { eq } from 'drizzle-orm'
import { serverEnv } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'
import { getJobDb, type Database } from '#app/db/db.server.ts'
import { type RoiEstimate, roiEstimates } from '#app/db/schema.ts'
import { estimateJobTypes } from '#app/content/identifiers.ts'
import {
	adminLeadUrl,
	deliverWebhook,
	sendSalesMail,
	sourceRows,
	webhookAttribution,
} from '#app/features/leads/public.server.ts'
import { enqueueJob, registerJobHandler } from '#app/infra/jobs/jobs.server.ts'
import { sendMail, type SendOptions } from '#app/infra/mail/mail.server.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { formatDateTime, formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { frenchTypography } from '#app/lib/typography.ts'
import { calculateRoi } from './calculate-roi.ts'
import { ESTIMATE_PDF_FILE_NAME, renderEstimatePdf } from './estimate-pdf.server.ts'
import { formatPayback } from './payback.ts'
import type { RoiInputs } from './roi-inputs.ts'
import { estimateInputRows, estimateResultRows } from './estimate-rows.ts'
import { storedRoiInputs } from './stored-inputs.ts'

export { estimateJobTypes }

type EstimateJob = { leadId: string }

async function findEstimate(id: string): Promise<RoiEstimate | undefined> {
	const db = await getJobDb()
	const [estimate] = await db.select().from(roiEstimates).where(eq(roiEstimates.id, id))
	return estimate
}

function estimateInputs(estimate: Pick<RoiEstimate, 'inputs'>): RoiInputs {
	return storedRoiInputs(estimate.inputs)
}

/**
 * The estimate to the visitor, its PDF attached. It goes to an address a visitor typed,
 * so it quotes nothing they typed (not the company): the figures and the PDF come from
 * the calculator's inputs alone.
 */
export async function sendEstimateEmail(
	email: string,
	inputs: RoiInputs,
	date: Date,
	options: SendOptions = {},
): Promise<void> {
	const result = calculateRoi(inputs)
	const pdf = await renderEstimatePdf(inputs, { date })
	const roi = formatSignedPercent(result.roi)
	const payback = formatPayback(result.paybackMonths)
	const subject = 'Votre estimation du ROI de votre plateforme data'
	const summary = frenchTypography(
		`Avec les données saisies, le ROI atteint ${roi} la première année, l’investissement de ${formatEuro(result.totalInvestment)} est rentabilisé en ${payback} et les économies s’élèvent à ${formatEuro(result.totalSavings)} par an.`,
	)
	const text = [
		'Bonjour,',
		'',
		'Voici l’estimation demandée sur notre calculateur de ROI : vous la trouverez en pièce jointe (PDF), avec le détail des économies et la projection sur 24 mois.',
		'',
		summary,
		'',
		`Nos architectes data vérifient ces hypothèses sur votre environnement, gratuitement et sans engagement : ${siteConfig.bookingUrl}`,
		'',
		'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.',
		'',
		`L’équipe ${siteConfig.name}`,
		`${siteConfig.phone} · ${siteConfig.email}`,
	].join('\n')
	const html = `<p>Bonjour,</p>
<p>Voici l’estimation demandée sur notre calculateur de ROI&nbsp;: vous la trouverez en pièce jointe (PDF), avec le détail des économies et la projection sur 24&nbsp;mois.</p>
<p>${escapeMarkup(summary)}</p>
<p>Nos architectes data vérifient ces hypothèses sur votre environnement, gratuitement et sans engagement&nbsp;: <a href="${escapeMarkup(siteConfig.bookingUrl)}">réservez un échange avec un expert</a>.</p>
<p>Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.</p>
<p>L’équipe ${escapeMarkup(siteConfig.name)}<br>${escapeMarkup(siteConfig.phone)} · ${escapeMarkup(siteConfig.email)}</p>`
	await sendMail(
		{
			to: email,
			subject,
			text,
			html,
			attachments: [{ filename: ESTIMATE_PDF_FILE_NAME, content: pdf, contentType: 'application/pdf' }],
		},
		options,
	)
}

/** Tells the sales team of a new estimate, with its figures and inputs. */
export async function sendEstimateNotification(
	estimate: RoiEstimate,
	recipients: string[],
	options: SendOptions = {},
): Promise<void> {
	const inputs = estimateInputs(estimate)
	const result = calculateRoi(inputs)
	await sendSalesMail(
		{
			recipients,
			subject: `Nouvelle estimation de ROI : ${estimate.company} (ROI ${formatSignedPercent(result.roi)})`,
			intro: 'Nouvelle estimation demandée sur le calculateur de ROI (PDF envoyé au visiteur).',
			sections: [
				{
					rows: [
						['E-mail', estimate.email],
						['Entreprise', estimate.company],
						['Date', formatDateTime(estimate.createdAt)],
						['Consentement', formatDateTime(estimate.consentAt)],
					],
				},
				{ title: 'Résultats', rows: estimateResultRows(inputs) },
				{ title: 'Données saisies', rows: estimateInputRows(inputs) },
				{ title: 'Provenance', rows: sourceRows(estimate) },
			],
			link: adminLeadUrl(estimate),
			replyTo: estimate.email,
		},
		options,
	)
}

/** The JSON body of the `estimate.created` event (documented in the README). */
export function estimateWebhookPayload(estimate: RoiEstimate) {
	const inputs = estimateInputs(estimate)
	const result = calculateRoi(inputs)
	return {
		type: 'estimate.created',
		timestamp: estimate.createdAt.toISOString(),
		data: {
			id: estimate.id,
			createdAt: estimate.createdAt.toISOString(),
			email: estimate.email,
			company: estimate.company,
			consentAt: estimate.consentAt.toISOString(),
			inputs,
			results: {
				roi: result.roi,
				paybackMonths: result.paybackMonths,
				totalSavings: result.totalSavings,
				totalInvestment: result.totalInvestment,
				netGain24Months: result.netGain24Months,
				groupTotals: result.groupTotals,
			},
			attribution: webhookAttribution(estimate),
			adminUrl: adminLeadUrl(estimate),
		},
	}
}

// About 8 attempts over 2 hours: 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h (with jitter).
const retries = { maxAttempts: 9, backoffSeconds: 10, backoffMaxSeconds: 3600 }

registerJobHandler<EstimateJob>(
	estimateJobTypes.email,
	async ({ leadId }, { receiptKey }) => {
		const estimate = await findEstimate(leadId)
		if (estimate) await sendEstimateEmail(estimate.email, estimateInputs(estimate), estimate.createdAt, { receiptKey })
	},
	retries,
)

registerJobHandler<EstimateJob>(
	estimateJobTypes.salesNotification,
	async ({ leadId }, { receiptKey }) => {
		const recipients = serverEnv().SALES_NOTIFY_EMAILS
		const estimate = await findEstimate(leadId)
		if (estimate && recipients.length > 0) await sendEstimateNotification(estimate, recipients, { receiptKey })
	},
	retries,
)

registerJobHandler<EstimateJob>(
	estimateJobTypes.crmWebhook,
	async ({ leadId }, { id }) => {
		const { WEBHOOK_URL, WEBHOOK_SECRET } = serverEnv()
		const estimate = await findEstimate(leadId)
		if (estimate && WEBHOOK_URL && WEBHOOK_SECRET) {
			await deliverWebhook(estimateWebhookPayload(estimate), {
				url: WEBHOOK_URL,
				secret: WEBHOOK_SECRET,
				messageId: `msg_${id}`,
			})
		}
	},
	{ ...retries, concurrency: 4 },
)

/** Writes the jobs of a new estimate, in the transaction that inserts it. */
export async function enqueueEstimateJobs(tx: Database, leadId: string): Promise<void> {
	const env = serverEnv()
	const payload: EstimateJob = { leadId }
	await enqueueJob(tx, { type: estimateJobTypes.email, payload })
	if (env.SALES_NOTIFY_EMAILS.length > 0) await enqueueJob(tx, { type: estimateJobTypes.salesNotification, payload })
	if (env.WEBHOOK_URL) await enqueueJob(tx, { type: estimateJobTypes.crmWebhook, payload })
}
