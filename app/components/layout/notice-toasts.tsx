import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from '#app/components/ui/toast.tsx'

export type Notice = { kind: 'success' | 'error'; message: string; action?: { label: string; href: string } }

/**
 * Shows the notice a redirect carried in the URL (`?notice=connexion`…) as a toast,
 * then removes it from the address bar. No flash cookie needed, prerendered pages included.
 * The catalogue of notices belongs to the features; the root passes it in.
 */
export function NoticeToasts({ notices }: { notices: Readonly<Record<string, Notice>> }) {
	const location = useLocation()
	const navigate = useNavigate()
	useEffect(() => {
		const params = new URLSearchParams(location.search)
		const key = params.get('notice')
		if (!key) return
		const notice = Object.hasOwn(notices, key) ? notices[key] : undefined
		if (notice) {
			const { action } = notice
			toast(notice.kind, notice.message, action && { label: action.label, onClick: () => void navigate(action.href) })
		}
		params.delete('notice')
		const search = params.toString()
		void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, {
			replace: true,
			preventScrollReset: true,
		})
	}, [location, navigate, notices])
	return null
}
