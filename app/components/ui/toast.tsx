import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * Toasts through sonner, loaded only when the first toast is shown: most visits never
 * see one, and sonner would otherwise weigh on every page’s JavaScript.
 */
type ToastKind = 'success' | 'error' | 'info'
type ToastAction = { label: string; onClick: () => void }
type PendingToast = { kind: ToastKind; message: string; action?: ToastAction }

const LazyToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

let requestMount: (() => void) | null = null
let mounted: Promise<void> | null = null
let resolveMounted: (() => void) | null = null

/** Shows a toast; `action` adds a button to it (and keeps it longer, so it can be reached). */
export function toast(kind: ToastKind, message: string, action?: ToastAction): void {
	void showToast({ kind, message, action })
}

async function showToast({ kind, message, action }: PendingToast) {
	if (!mounted) {
		mounted = new Promise((resolve) => {
			resolveMounted = resolve
		})
		requestMount?.()
	}
	const [{ toast: sonnerToast }] = await Promise.all([import('sonner'), mounted])
	sonnerToast[kind](message, action ? { action, duration: 15_000 } : undefined)
}

function ToasterMounted() {
	useEffect(() => {
		resolveMounted?.()
	}, [])
	return null
}

/** Rendered once in the root layout; mounts sonner’s Toaster on first use. */
export function Toaster() {
	const [active, setActive] = useState(false)
	useEffect(() => {
		requestMount = () => setActive(true)
		if (mounted) setActive(true)
		return () => {
			requestMount = null
		}
	}, [])
	if (!active) return null
	return (
		<Suspense fallback={null}>
			<LazyToaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
			<ToasterMounted />
		</Suspense>
	)
}
