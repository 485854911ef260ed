/** The contact form's fields and limits, without the validation library (the form renders with them alone). */
export const contactFieldLimits = {
	firstName: { min: 2, max: 100 },
	lastName: { min: 2, max: 100 },
	email: { max: 255 },
	company: { min: 2, max: 200 },
	phone: { min: 10, max: 20 },
	message: { min: 10, max: 5000 },
} as const

export const contactFieldNames = ['firstName', 'lastName', 'email', 'company', 'phone', 'subject', 'message'] as const
export type ContactField = (typeof contactFieldNames)[number]

/** The hidden field that tells the home page's action which of its forms posted. */
export const CONTACT_INTENT = 'contact'
