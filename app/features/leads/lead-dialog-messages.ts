/** Toast and panel messages of the white-paper forms, in one place (docs/decisions/017-errors-and-not-found.md). */
export const dialogMessages = {
	success: 'Merci ! Votre guide est en cours de téléchargement.',
	downloadFailed:
		'Le téléchargement a échoué, mais vos informations ont été enregistrées. Veuillez contacter le support.',
	thanks: 'Merci ! Votre guide est en route vers votre boîte de réception.',
}
