import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from '#app/components/ui/toast.tsx'

export type Notice = { kind: 'success' | 'error'; message: string; action?: { label: string; href: string } }

/**
 * On app pages (hydrated), shows the notice a redirect carried in the URL
 * (`?notice=connexion`…) as a toast, then removes it from the address bar. No flash
 * cookie needed. Reading pages get the same notice rendered by the server (root.tsx).
 * The root loader reads the notice from the URL (the catalogue belongs to the features
 * and stays on the server): the browser gets the one notice to show, not the catalogue.
 */
export function NoticeToasts({ notice }: { notice: Notice | undefined }) {
	const location = useLocation()
	const navigate = useNavigate()
	useEffect(() => {
		const params = new URLSearchParams(location.search)
		if (!params.has('notice')) return
		if (notice) toast(notice.kind, notice.message, notice.action)
		params.delete('notice')
		const search = params.toString()
		void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, {
			replace: true,
			preventScrollReset: true,
		})
	}, [location, navigate, notice])
	return null
}
