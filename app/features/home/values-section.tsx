import Compass from 'lucide-react/icons/compass'
import Gem from 'lucide-react/icons/gem'
import HeartHandshake from 'lucide-react/icons/heart-handshake'
import { Card, IconTile } from '#app/components/ui/card.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { values } from '#app/content/home.ts'

const icons = [Compass, HeartHandshake, Gem]

export function ValuesSection() {
	return (
		<Section id="values" tone="surface" aria-labelledby="values-title">
			<SectionHeading id="values-title" eyebrow="Nos valeurs" title={values.title} intro={values.intro} />
			<ul className="grid gap-6 md:grid-cols-3">
				{values.items.map((value, index) => {
					const Icon = icons[index] ?? Compass
					return (
						<li key={value.title} className="flex">
							<Card className="w-full">
								<IconTile>
									<Icon />
								</IconTile>
								<h3 className="text-h3 mt-5">{value.title}</h3>
								<p className="mt-1 font-semibold text-primary">{value.subtitle}</p>
								<p className="mt-3 text-muted">{value.description}</p>
							</Card>
						</li>
					)
				})}
			</ul>
		</Section>
	)
}
