import { normalizeInputs } from './calculate-roi.ts'
import { defaultRoiInputs, type RoiInputs } from './roi-inputs.ts'

/**
 * An estimate's stored inputs as the calculator reads them (docs/decisions/077-roi-estimate.md):
 * a value missing from an older row takes its default, every value is made valid again.
 */
export function storedRoiInputs(stored: Record<string, number>): RoiInputs {
	return normalizeInputs({ ...defaultRoiInputs, ...stored } as RoiInputs)
}
