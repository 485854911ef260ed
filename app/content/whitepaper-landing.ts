import { whitepaperFileNames } from '#app/content/identifiers.ts'
import { typeset } from '#app/lib/typography.ts'

/** The Data Platform white paper's landing page: its copy, form and thank-you texts. */
export const whitepaperLanding = typeset({
	path: '/ressources/livre-blanc-data-platforms-scalables-google-cloud',
	meta: {
		title: 'Livre blanc : Data Platforms scalables sur Google Cloud',
		description:
			'Téléchargez gratuitement notre livre blanc : architecture data moderne, ingestion temps réel et batch, Cloud SQL, AlloyDB ou Spanner, optimisation des coûts, sécurité et gouvernance.',
		keywords: [
			'livre blanc',
			'data platform',
			'Google Cloud',
			'BigQuery',
			'AlloyDB',
			'Spanner',
			'Dataflow',
			'gouvernance des données',
		],
	},
	hero: {
		eyebrow: 'Livre blanc gratuit',
		title: 'Construisez une Data Platform scalable sur Google Cloud',
		lead: 'Le guide pratique de nos architectes data pour concevoir une plateforme fiable, performante et maîtrisée en coûts, de l’ingestion à la gouvernance.',
		cta: 'Télécharger le livre blanc',
	},
	questions: {
		title: 'Vous vous posez ces questions ?',
		items: [
			'Vos données sont dispersées entre bases, fichiers et applications SaaS, et personne n’a la même version des chiffres ?',
			'Vos traitements batch de la nuit ne suffisent plus : les métiers veulent des indicateurs en temps réel ?',
			'Cloud SQL, AlloyDB ou Spanner : quelle base de données choisir pour quelle charge ?',
			'Votre facture data augmente plus vite que l’usage, et la gouvernance reste un chantier permanent ?',
		],
	},
	summary: {
		title: 'Ce que vous allez découvrir',
		items: [
			{
				title: 'Les piliers d’une architecture data moderne',
				text: 'Stockage, traitement, exposition et gouvernance : les briques et leurs responsabilités.',
			},
			{
				title: 'L’ingestion temps réel et batch',
				text: 'Pub/Sub, Dataflow, Datastream et BigQuery Data Transfer Service : quel outil pour quel flux.',
			},
			{
				title: 'Le comparatif de trois services de bases de données',
				text: 'Cloud SQL, AlloyDB et Spanner face à face : cas d’usage, performances, coûts.',
			},
			{
				title: 'L’optimisation des coûts',
				text: 'Éditions BigQuery ou facturation à la demande, partitionnement, clustering et pratiques FinOps.',
			},
			{
				title: 'La sécurité et la gouvernance',
				text: 'IAM, Dataplex, tags de stratégie, CMEK et VPC Service Controls.',
			},
		],
	},
	form: {
		title: 'Recevez votre exemplaire',
		text: 'Le livre blanc se télécharge immédiatement et vous est envoyé par e-mail.',
		submit: 'Télécharger le livre blanc',
	},
	thanks: {
		title: 'Merci !',
		text: 'Votre livre blanc est en route vers votre boîte de réception. Si vous ne le recevez pas d’ici quelques minutes, pensez à vérifier vos courriers indésirables.',
	},
	partner: {
		title: 'Partenaire officiel Google Cloud',
		text: 'Plus de 10 ans d’expertise cloud, 20+ certifications Google Cloud et 45+ projets data et cloud menés à bien.',
	},
	/** The landing page offers the Data Platform white paper, under its file name. */
	downloadFileName: whitepaperFileNames['data-platform'],
})

export const landingMessages = {
	success: 'Merci ! Le téléchargement va commencer automatiquement.',
}
