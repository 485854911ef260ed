import { typeset } from '#app/lib/typography.ts'

/**
 * The text of each postcard (alt text of the illustration and its caption), apart from
 * the locations themselves: only the photo dialog needs it, so it loads with the dialog.
 */
export type LocationStory = { alt: string; caption: string }

export const locationStories: Record<string, LocationStory> = typeset({
	paris: {
		alt: 'Illustration : la tour Eiffel se découpe sur un ciel de fin de journée, au-dessus des toits parisiens et de la Seine.',
		caption: 'Soirée de rentrée 2024 sur les quais de Seine, après une journée de démos internes.',
	},
	toulouse: {
		alt: 'Illustration : le Pont-Neuf en brique rose et le dôme de la Grave au-dessus de la Garonne, un avion de ligne dans le ciel du soir.',
		caption: 'Hackathon Data et IA 2023 organisé par l’équipe toulousaine, cassoulet compris.',
	},
	athenes: {
		alt: 'Illustration : le Parthénon sur la colline de l’Acropole sous un soleil de midi, un olivier au premier plan.',
		caption: 'Séminaire d’équipe 2019 : ateliers d’architecture cloud au pied de l’Acropole.',
	},
	'rio-de-janeiro': {
		alt: 'Illustration : le Christ Rédempteur au sommet du Corcovado, le Pain de Sucre et son téléphérique au-dessus de la baie.',
		caption: 'Deux semaines de télétravail en 2023, avec les points du matin face au Pain de Sucre.',
	},
	'chutes-du-niagara': {
		alt: 'Illustration : les chutes en fer à cheval dans la brume, un arc-en-ciel, un bateau d’excursion et la tour Skylon.',
		caption: 'Week-end d’équipe en 2022 pour fêter la fin d’une migration chez un client de Toronto.',
	},
	venise: {
		alt: 'Illustration : une gondole et son gondolier sur la lagune au coucher du soleil, devant le campanile de Saint-Marc.',
		caption: 'Séminaire 2022 : trois jours d’ateliers FinOps et une traversée de la lagune en gondole.',
	},
	toscane: {
		alt: 'Illustration : des collines dorées, une route bordée de cyprès menant à une ferme toscane, sous un ciel du matin.',
		caption: 'Retraite d’équipe 2023 dans une ferme près de Sienne : feuille de route, vélo et longs dîners.',
	},
	tunisie: {
		alt: 'Illustration : une maison blanche de Sidi Bou Saïd avec sa porte bleue cloutée, son moucharabieh, un dôme bleu et des bougainvilliers face à la mer.',
		caption: 'Séminaire de printemps 2024 à Sidi Bou Saïd : ateliers sécurité et fins de journée en terrasse.',
	},
	marrakech: {
		alt: 'Illustration : le minaret de la Koutoubia au coucher du soleil, des palmiers, les remparts ocre et l’Atlas enneigé.',
		caption: 'Kick-off annuel 2020 : bilan de l’année, ateliers Kubernetes et dîner dans la médina.',
	},
	barcelone: {
		alt: 'Illustration : les tours de la Sagrada Família sous le soleil méditerranéen, entourées de palmiers et d’une grue.',
		caption: 'Séminaire 2021 : ateliers BigQuery le matin, plage de la Barceloneta l’après-midi.',
	},
	lisbonne: {
		alt: 'Illustration : le tramway jaune 28 gravit une rue pentue bordée de façades colorées, le Tage et le pont du 25-Avril au loin.',
		caption: 'Télétravail d’automne 2022 : un mois dans un espace de coworking de l’Alfama.',
	},
	reykjavik: {
		alt: 'Illustration : l’église Hallgrímskirkja sous une aurore boréale, des maisons aux toits colorés dans la neige et le mont Esja.',
		caption: 'Hiver 2023 : séminaire stratégie le jour, chasse aux aurores boréales la nuit.',
	},
	'en-mer': {
		alt: 'Illustration : un voilier toutes voiles dehors sur les vagues du large, sous un ciel bleu avec des mouettes.',
		caption: 'Séminaire à la voile 2022 : une semaine de traversée, de quarts et de décisions collectives.',
	},
	montreal: {
		alt: 'Illustration : la Biosphère au bord du Saint-Laurent, les gratte-ciel et la croix du mont Royal, des érables aux couleurs d’automne.',
		caption: 'Une semaine d’échanges avec nos partenaires québécois à l’automne 2024, en plein été indien.',
	},
	mexico: {
		alt: 'Illustration : la colonne de l’Ange de l’Indépendance et sa statue dorée, des jacarandas en fleurs et le Popocatépetl enneigé.',
		caption: 'Voyage d’équipe 2025 : meetup Google Cloud local et tacos à chaque pause.',
	},
	teotihuacan: {
		alt: 'Illustration : la pyramide du Soleil au lever du jour, survolée par des montgolfières, un cactus nopal au premier plan.',
		caption: 'Lever de soleil en montgolfière au-dessus des pyramides, pendant le voyage de 2025.',
	},
	'le-cap': {
		alt: 'Illustration : la montagne de la Table coiffée de sa « nappe » de nuages, la Tête de Lion et un voilier dans la baie.',
		caption: 'Séminaire 2024 : ateliers Data et randonnée jusqu’au sommet de la montagne de la Table.',
	},
	kyoto: {
		alt: 'Illustration : une pagode à cinq étages et un torii rouge au crépuscule, encadrés de cerisiers en fleurs.',
		caption: 'Voyage d’équipe 2019 : temples le matin, hackathon l’après-midi.',
	},
	phuket: {
		alt: 'Illustration : un bateau à longue queue décoré de rubans sur une mer turquoise, devant des îlots karstiques couverts de jungle.',
		caption: 'Hiver 2024 : un mois de télétravail au soleil, avec sorties en bateau le week-end.',
	},
	bali: {
		alt: 'Illustration : le soleil couchant entre les deux moitiés d’une porte de temple balinaise, le mont Agung, des palmiers et des rizières.',
		caption: 'Télétravail collectif 2025 : un mois entre coworking, rizières et couchers de soleil.',
	},
	sydney: {
		alt: 'Illustration : l’opéra de Sydney et le Harbour Bridge à l’heure bleue, le port sous un ciel étoilé.',
		caption: 'Trois semaines de télétravail en 2024, calées sur les fuseaux horaires d’un client australien.',
	},
})
