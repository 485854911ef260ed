import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { routeTable } from './config/route-table.ts'

export default routeTable.map((entry) =>
	entry.path === '/' ? index(entry.file) : route(entry.path.replace(/^\//, ''), entry.file),
) satisfies RouteConfig
