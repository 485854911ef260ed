/** Editorial content of the careers page (/carrieres). */
import type { Stat } from '#app/content/home.ts'
import { typeset } from '#app/lib/typography.ts'

export type CareerValue = { id: string; title: string; subtitle: string; description: string; more: string }
export type RecruitmentStep = { title: string; description: string; duration: string }
export type Perk = { icon: PerkIcon; title: string; description: string }
export type PerkIcon = 'home' | 'award' | 'users' | 'plane' | 'laptop' | 'heart' | 'utensils' | 'lightbulb'

export const careersPage = typeset({
	title: 'Pourquoi nous rejoindre',
	description:
		'Rejoignez Nuvéa, cabinet pure player Google Cloud : projets d’envergure, certifications financées, télétravail jusqu’à 3 jours par semaine et un recrutement en 4 étapes.',
	hero: {
		eyebrow: 'Carrières chez Nuvéa',
		title: 'Faites grandir votre carrière dans le cloud',
		subtitle:
			'Consultants, architectes, ingénieurs data et IA : chez Nuvéa, vous menez des projets Google Cloud qui comptent, vous vous certifiez et vous progressez dans une équipe qui cultive l’entraide.',
		cta: 'Découvrir nos offres',
	},
	values: {
		eyebrow: 'Nos valeurs',
		title: 'Le triple E, au quotidien',
		intro: 'Trois valeurs qui guident nos projets… et la façon dont nous travaillons ensemble.',
		hint: 'Survolez, touchez ou sélectionnez une valeur pour en savoir plus.',
		items: [
			{
				id: 'entraide',
				title: 'Entraide',
				subtitle: 'Notre moteur',
				description: 'Personne ne reste seul face à un problème.',
				more: 'Un binôme dès votre arrivée, des revues d’architecture entre pairs et un canal d’entraide où une question trouve sa réponse en quelques minutes. Chez nous, on avance ensemble.',
			},
			{
				id: 'expertise',
				title: 'Expertise',
				subtitle: 'Notre boussole',
				description: 'Du temps et des moyens pour apprendre.',
				more: 'Des jours de formation chaque année, des certifications Google Cloud financées et un mentor pour vous guider. Nos experts partagent leur veille tous les vendredis lors des « Cloud Fridays ».',
			},
			{
				id: 'excellence',
				title: 'Excellence',
				subtitle: 'Notre signature',
				description: 'Des projets soignés, des clients fiers.',
				more: 'Revues de code, tests automatisés, infrastructure décrite en code et documentation : nous livrons des plateformes robustes et nous mesurons les résultats avec nos clients.',
			},
		] satisfies CareerValue[],
	},
	stats: {
		title: 'Une équipe qui grandit avec vous',
		items: [
			{ value: '20+', label: 'Certifications cloud' },
			{ value: '100 %', label: 'Esprit d’équipe' },
			{ value: '∞', label: 'Évolution illimitée' },
		] satisfies Stat[],
	},
	map: {
		eyebrow: 'Nos destinations',
		title: 'Le monde comme terrain de jeu',
		intro:
			'Séminaires, retraites d’équipe, semaines de télétravail au soleil : 21 destinations partagées depuis 2019. Choisissez un point de la carte ou une photo pour ouvrir la carte postale.',
		scrollHint: 'Faites glisser la carte pour voir le monde entier.',
		gridTitle: 'Toutes nos cartes postales',
	},
	steps: {
		eyebrow: 'Recrutement',
		title: 'Un processus de recrutement en 4 étapes',
		intro:
			'Simple, transparent et rapide : comptez trois semaines en moyenne entre le premier échange et la proposition.',
		items: [
			{
				title: 'Préqualification et découverte',
				description:
					'Un premier échange avec notre équipe recrutement pour faire connaissance, parler de votre parcours et de vos envies.',
				duration: '30 min',
			},
			{
				title: 'Entretien manager',
				description:
					'Votre futur manager vous présente l’équipe, les projets en cours et le quotidien d’un consultant chez Nuvéa.',
				duration: '1 h',
			},
			{
				title: 'Entretien technique',
				description:
					'Une discussion d’architecture autour d’un cas concret avec deux de nos experts : pas de piège, un échange entre pairs.',
				duration: '1 h 30',
			},
			{
				title: 'Proposition et intégration',
				description:
					'Une réponse sous une semaine, puis un parcours d’intégration avec votre binôme pour bien démarrer.',
				duration: '1 semaine',
			},
		] satisfies RecruitmentStep[],
	},
	perks: {
		eyebrow: 'Avantages',
		title: 'Ce qui vous attend chez Nuvéa',
		items: [
			{
				icon: 'home',
				title: 'Télétravail flexible',
				description:
					'Télétravail jusqu’à 3 jours par semaine, avec une prime d’équipement pour votre bureau à domicile.',
			},
			{
				icon: 'award',
				title: 'Certifications financées',
				description:
					'Formations et passages de certifications Google Cloud pris en charge, avec du temps dédié pour les préparer.',
			},
			{
				icon: 'users',
				title: 'Mentorat',
				description: 'Un mentor dès votre arrivée, des revues entre pairs et un point de carrière tous les six mois.',
			},
			{
				icon: 'plane',
				title: 'Séminaires à l’étranger',
				description: 'Deux séminaires par an pour se retrouver, partager et découvrir de nouveaux horizons.',
			},
			{
				icon: 'laptop',
				title: 'Matériel au choix',
				description: 'Ordinateur portable de votre choix, double écran et accessoires dès le premier jour.',
			},
			{
				icon: 'heart',
				title: 'Mutuelle et prévoyance',
				description: 'Une mutuelle prise en charge à 75 % pour vous et votre famille, et une prévoyance complète.',
			},
			{
				icon: 'utensils',
				title: 'Titres-restaurant',
				description: 'Une carte titres-restaurant et le forfait mobilités durables pour vos trajets à vélo.',
			},
			{
				icon: 'lightbulb',
				title: 'Temps pour innover',
				description: 'Des hackathons et du temps de veille pour tester les dernières nouveautés de Google Cloud.',
			},
		] satisfies Perk[],
	},
	cta: {
		title: 'Prêt à rejoindre l’aventure ?',
		text: 'Découvrez nos postes ouverts ou échangez avec nous autour d’un café, même sans offre publiée qui vous corresponde.',
		offers: 'Consulter toutes nos offres',
		talk: 'Discuter avec nous',
	},
})
