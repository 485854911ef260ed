/** The white-paper form's fields and limits, without the validation library (it loads only when a form is used). */
export const leadFieldLimits = {
	firstName: { min: 2, max: 100 },
	lastName: { min: 2, max: 100 },
	email: { max: 255 },
	company: { min: 2, max: 200 },
	jobTitle: { min: 2, max: 200 },
	phone: { min: 10, max: 20 },
} as const

export const leadFieldNames = ['firstName', 'lastName', 'email', 'company', 'jobTitle', 'phone'] as const
export type LeadField = (typeof leadFieldNames)[number]
export type LeadFieldErrors = Partial<Record<LeadField | 'whitepaperType', string>>
export type LeadFormWording = 'landing' | 'dialog'
