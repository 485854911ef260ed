/** `import src from './x.browser.ts?browser-module'`: the public address of a plain browser module (scripts/browser-modules.ts). */
declare module '*?browser-module' {
	const src: string
	export default src
}
