import Award from 'lucide-react/icons/award'
import HeartPulse from 'lucide-react/icons/heart-pulse'
import House from 'lucide-react/icons/house'
import Laptop from 'lucide-react/icons/laptop'
import Lightbulb from 'lucide-react/icons/lightbulb'
import Plane from 'lucide-react/icons/plane'
import Users from 'lucide-react/icons/users'
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed'
import { Card, IconTile } from '#app/components/ui/card.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersPage, type PerkIcon } from '#app/content/careers/careers.ts'

const icons: Record<PerkIcon, typeof Award> = {
	home: House,
	award: Award,
	users: Users,
	plane: Plane,
	laptop: Laptop,
	heart: HeartPulse,
	utensils: UtensilsCrossed,
	lightbulb: Lightbulb,
}

const { perks } = careersPage

export function PerksSection() {
	return (
		<Section id="avantages" aria-labelledby="avantages-title">
			<SectionHeading id="avantages-title" eyebrow={perks.eyebrow} title={perks.title} />
			<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
				{perks.items.map((perk, index) => {
					const Icon = icons[perk.icon]
					return (
						// Fades in as it scrolls into view, a little after the card before it on its row (app.css).
						<li key={perk.title} data-reveal="" data-reveal-rank={index % 4} className="flex">
							<Card className="w-full">
								<IconTile>
									<Icon />
								</IconTile>
								<h3 className="mt-5 text-lg font-bold">{perk.title}</h3>
								<p className="mt-2 text-muted">{perk.description}</p>
							</Card>
						</li>
					)
				})}
			</ul>
		</Section>
	)
}
