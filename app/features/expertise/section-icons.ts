import Activity from 'lucide-react/icons/activity'
import AppWindow from 'lucide-react/icons/app-window'
import BadgeCheck from 'lucide-react/icons/badge-check'
import Bot from 'lucide-react/icons/bot'
import Calendar from 'lucide-react/icons/calendar'
import ChartColumn from 'lucide-react/icons/chart-column'
import ChartLine from 'lucide-react/icons/chart-line'
import ClipboardCheck from 'lucide-react/icons/clipboard-check'
import CloudUpload from 'lucide-react/icons/cloud-upload'
import Code from 'lucide-react/icons/code'
import Container from 'lucide-react/icons/container'
import Database from 'lucide-react/icons/database'
import Eye from 'lucide-react/icons/eye'
import FileSearch from 'lucide-react/icons/file-search'
import FileText from 'lucide-react/icons/file-text'
import Fingerprint from 'lucide-react/icons/fingerprint-pattern'
import Gauge from 'lucide-react/icons/gauge'
import GitBranch from 'lucide-react/icons/git-branch'
import Globe from 'lucide-react/icons/globe'
import Handshake from 'lucide-react/icons/handshake'
import HardDrive from 'lucide-react/icons/hard-drive'
import Key from 'lucide-react/icons/key'
import Layers from 'lucide-react/icons/layers'
import Lightbulb from 'lucide-react/icons/lightbulb'
import Lock from 'lucide-react/icons/lock'
import Mail from 'lucide-react/icons/mail'
import MessageSquare from 'lucide-react/icons/message-square'
import Network from 'lucide-react/icons/network'
import Package from 'lucide-react/icons/package'
import PiggyBank from 'lucide-react/icons/piggy-bank'
import Receipt from 'lucide-react/icons/receipt'
import Rocket from 'lucide-react/icons/rocket'
import Search from 'lucide-react/icons/search'
import Server from 'lucide-react/icons/server'
import Settings from 'lucide-react/icons/settings'
import Shield from 'lucide-react/icons/shield'
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point'
import Sparkles from 'lucide-react/icons/sparkles'
import Target from 'lucide-react/icons/target'
import TrendingUp from 'lucide-react/icons/trending-up'
import Users from 'lucide-react/icons/users'
import Video from 'lucide-react/icons/video'
import Workflow from 'lucide-react/icons/workflow'
import Zap from 'lucide-react/icons/zap'
import type { IconName, Tone } from '#app/content/expertise/types.ts'

/** Content names an icon; this maps the name to its component (only the icons in use are bundled). */
export const sectionIcons: Record<IconName, typeof Activity> = {
	activity: Activity,
	'app-window': AppWindow,
	'badge-check': BadgeCheck,
	'bar-chart': ChartColumn,
	bot: Bot,
	calendar: Calendar,
	'chart-line': ChartLine,
	'clipboard-check': ClipboardCheck,
	'cloud-upload': CloudUpload,
	code: Code,
	container: Container,
	database: Database,
	eye: Eye,
	'file-search': FileSearch,
	'file-text': FileText,
	fingerprint: Fingerprint,
	gauge: Gauge,
	'git-branch': GitBranch,
	globe: Globe,
	handshake: Handshake,
	'hard-drive': HardDrive,
	key: Key,
	layers: Layers,
	lightbulb: Lightbulb,
	lock: Lock,
	mail: Mail,
	'message-square': MessageSquare,
	network: Network,
	package: Package,
	'piggy-bank': PiggyBank,
	receipt: Receipt,
	rocket: Rocket,
	search: Search,
	server: Server,
	settings: Settings,
	shield: Shield,
	'shield-alert': ShieldAlert,
	sparkles: Sparkles,
	target: Target,
	'trending-up': TrendingUp,
	users: Users,
	video: Video,
	workflow: Workflow,
	zap: Zap,
}

/** Icon tile tint per tone: the item's colour at 10 %, the site's one icon style. */
export const toneTileClasses: Record<Tone, string> = {
	primary: 'bg-primary/10 text-primary',
	accent: 'bg-accent/10 text-accent',
	success: 'bg-success/10 text-success',
	danger: 'bg-danger/10 text-danger',
	ink: 'bg-ink/10 text-ink',
}
