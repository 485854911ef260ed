/** The client address set by our own server (server/index.ts overwrites any client value). */
export function clientIp(request: Request): string {
	return request.headers.get('x-nuvea-client-ip') ?? 'unknown'
}
