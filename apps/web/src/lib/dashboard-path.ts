// Role names as the spec writes them. Deliberately not @raahi/domain/roles yet: importing it puts
// zod (~15 kB gzip) into the landing page's first download, since the route guards need this.
const dashboards = new Map<string, string>([
  ['admin', '/admin-dashboard'],
  ['ADMIN_USER', '/admin-dashboard'],
  ['vendor', '/vendor-dashboard'],
  ['VENDOR_USER', '/vendor-dashboard'],
  ['driver', '/driver-dashboard'],
]);

/** The home screen of a signed-in role, or null for a role this app does not know. */
export function dashboardPathFor(role: string | null | undefined): string | null {
  return role ? (dashboards.get(role) ?? null) : null;
}
