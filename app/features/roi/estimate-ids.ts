/** The calculator's <form> id: without JavaScript, the estimate's fields post with it (`form` attribute). */
export const ROI_FORM_ID = 'roi-form'
/** The element the estimate form and its result live in. */
export const ESTIMATE_ID = 'estimation'
