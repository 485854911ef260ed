/**
 * The name of the hidden field only robots fill in: rendered by `Honeypot`
 * (components/ui/field.tsx) and checked by the post pipeline (features/forms).
 */
export const HONEYPOT_FIELD = 'website'
