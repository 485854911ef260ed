/**
 * The components the leads feature offers the other features: they import them from here,
 * never from its other modules (docs/decisions/094-layers.md).
 */

export { AttributionFields } from './attribution-fields.tsx'
export { ContactForm } from './contact-form.tsx'
