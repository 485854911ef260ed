/**
 * The figures of the savings breakdown as displayed: whole euros that add up as shown
 * (docs/decisions/008-roi-calculator-readings.md). Each saving rounded on its own can
 * drift by a euro from its group's rounded sum, and the groups from the rounded total;
 * here the groups share out the total, and each group's items share out the group, by
 * largest remainder. Every displayed figure stays within one euro of its exact value,
 * and a figure that is already whole is shown as it is.
 */

/**
 * Whole numbers, each the floor or the ceiling of its value, that add up to `total`
 * (the rounded sum of the values): the units left after flooring go to the largest
 * fractional parts, the first in order on a tie.
 */
export function apportion(values: readonly number[], total: number): number[] {
	const floors = values.map((value) => Math.floor(value))
	let missing = total - floors.reduce((sum, value) => sum + value, 0)
	const byRemainder = values
		.map((value, index) => ({ index, remainder: value - floors[index]! }))
		.sort((a, b) => b.remainder - a.remainder || a.index - b.index)
	for (const { index } of byRemainder) {
		if (missing <= 0) break
		floors[index]! += 1
		missing -= 1
	}
	return floors
}

/** Groups of named values, the groups' displayed subtotals and every value as displayed. */
export function savingsBreakdown<Key extends string, GroupId extends string>(
	exact: Record<Key, number>,
	groups: readonly { id: GroupId; items: readonly Key[] }[],
	total: number,
): { groups: Record<GroupId, number>; items: Record<Key, number> } {
	const groupExact = groups.map((group) => group.items.reduce((sum, key) => sum + exact[key], 0))
	const groupTotals = apportion(groupExact, total)
	const items = {} as Record<Key, number>
	groups.forEach((group, index) => {
		const shares = apportion(
			group.items.map((key) => exact[key]),
			groupTotals[index]!,
		)
		group.items.forEach((key, item) => (items[key] = shares[item]!))
	})
	return {
		groups: Object.fromEntries(groups.map((group, index) => [group.id, groupTotals[index]!])) as Record<
			GroupId,
			number
		>,
		items,
	}
}
