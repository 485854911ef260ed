import { BrowserModule } from '#app/components/browser-module.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersPage } from '#app/content/careers/careers.ts'
import { mapLocations } from '#app/content/careers/locations.ts'
import { PostcardGrid } from './postcard-grid.tsx'
import { Postcards } from './postcards.tsx'
// The page's one module, shared with the other section that needs one (React writes it once).
import careersPageModule from './careers-page.browser.ts?browser-module'
import type { WorldMapLayout } from './world-map-layout.ts'
import { WorldMap } from './world-map.tsx'

const content = careersPage.map

/**
 * The careers map section: the world map, the grid of postcards and the 21 postcard
 * dialogs both open (world-map.tsx, postcard-grid.tsx, postcards.tsx). Everything opens
 * without JavaScript; world-map.browser.ts adds what the platform cannot do alone.
 */
export function WorldMapSection({ layout }: { layout: WorldMapLayout }) {
	return (
		<Section id="carte" aria-labelledby="carte-title">
			<SectionHeading id="carte-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
			<p className="mb-3 text-center text-sm text-muted sm:hidden">{content.scrollHint}</p>
			<WorldMap layout={layout} />
			<h3 className="text-h3 mt-14 mb-6 text-center">{content.gridTitle}</h3>
			<PostcardGrid />
			<Postcards locations={mapLocations} />
			<BrowserModule src={careersPageModule} />
		</Section>
	)
}
