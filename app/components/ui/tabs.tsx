import type * as React from 'react'
import { Link, type LinkProps } from 'react-router'
import { cn } from '#app/lib/utils.ts'

/**
 * Tabs whose triggers are links (`?onglet=…`): the server renders the chosen panel, so
 * they work without JavaScript, and no inline `style` is written (the page's CSP
 * refuses style attributes). Arrow keys move between tabs, as the ARIA pattern asks.
 */
function TabsList({ className, ...props }: React.ComponentProps<'div'>) {
	return (
		<div
			role="tablist"
			data-slot="tabs-list"
			className={cn('grid grid-cols-2 gap-1 rounded-full bg-surface p-1 ring-1 ring-border', className)}
			{...props}
		/>
	)
}

function TabLink({
	selected,
	panelId,
	className,
	...props
}: LinkProps & { selected: boolean; panelId: string; id: string }) {
	return (
		<Link
			role="tab"
			data-slot="tabs-trigger"
			aria-selected={selected}
			aria-controls={selected ? panelId : undefined}
			tabIndex={selected ? 0 : -1}
			onKeyDown={(event) => {
				if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
				const list = event.currentTarget.closest('[role="tablist"]')
				const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
				const index = tabs.indexOf(event.currentTarget)
				if (index < 0) return
				event.preventDefault()
				const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!
				next.focus()
				next.click()
			}}
			replace
			preventScrollReset
			className={cn(
				'inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold text-muted transition-colors hover:text-ink aria-selected:bg-white aria-selected:text-ink aria-selected:shadow-sm',
				className,
			)}
			{...props}
		/>
	)
}

function TabPanel({ className, ...props }: React.ComponentProps<'div'> & { id: string; 'aria-labelledby': string }) {
	return <div role="tabpanel" data-slot="tabs-content" className={cn('mt-6', className)} {...props} />
}

export { TabsList, TabLink, TabPanel }
