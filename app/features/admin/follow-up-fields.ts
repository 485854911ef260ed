/** The follow-up forms' limits, without the validation library (the page renders with them alone). */
export const NOTE_MAX_LENGTH = 2000
