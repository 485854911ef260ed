/**
 * What the roi feature offers the other features and the server: they import it from
 * here, never from its other modules (docs/decisions/094-layers.md).
 */

export { calculateRoi } from './calculate-roi.ts'
export { formatPayback } from './payback.ts'
export { storedRoiInputs } from './stored-inputs.ts'
