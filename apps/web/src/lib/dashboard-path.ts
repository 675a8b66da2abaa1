// Role names as the spec writes them; packages/domain will own the role list once it exists.
const dashboards = new Map<string, string>([
  ['admin', '/admin-dashboard'],
  ['ADMIN_USER', '/admin-dashboard'],
  ['vendor', '/vendor-dashboard'],
  ['VENDOR_USER', '/vendor-dashboard'],
]);

/** The home screen of a signed-in role, or null for roles without a dashboard (e.g. driver). */
export function dashboardPathFor(role: string | null | undefined): string | null {
  return role ? (dashboards.get(role) ?? null) : null;
}
