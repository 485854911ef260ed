/**
 * The name of the hidden field only robots fill in: rendered by `Honeypot`
 * (components/ui/field.tsx) and checked by the post pipeline (infra/forms).
 */
export const HONEYPOT_FIELD = 'website'
