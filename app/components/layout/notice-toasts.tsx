import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from '#app/components/ui/toast.tsx'
import { notices } from '#app/features/auth/auth-messages.ts'

/**
 * Shows the notice a redirect carried in the URL (`?notice=connexion`…) as a toast,
 * then removes it from the address bar. No flash cookie needed, prerendered pages included.
 */
export function NoticeToasts() {
	const location = useLocation()
	const navigate = useNavigate()
	useEffect(() => {
		const params = new URLSearchParams(location.search)
		const key = params.get('notice')
		if (!key) return
		const notice = notices[key as keyof typeof notices]
		if (notice) toast(notice.kind, notice.message)
		params.delete('notice')
		const search = params.toString()
		void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true, preventScrollReset: true })
	}, [location, navigate])
	return null
}
