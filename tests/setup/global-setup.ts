/** Vitest global set-up: nothing shared yet beyond a predictable environment. */
export default function setup() {
	process.env.TZ = 'Europe/Paris'
}
