export const ROLES = ['admin', 'ADMIN_USER', 'vendor', 'VENDOR_USER', 'driver'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = {
  admin: 'Admin',
  ADMIN_USER: 'Admin staff',
  vendor: 'Vendor',
  VENDOR_USER: 'Vendor staff',
  driver: 'Driver',
} as const satisfies Record<Role, string>;

export function isOperatorRole(role: Role): role is 'admin' | 'ADMIN_USER' {
  return role === 'admin' || role === 'ADMIN_USER';
}

export function isVendorRole(role: Role): role is 'vendor' | 'VENDOR_USER' {
  return role === 'vendor' || role === 'VENDOR_USER';
}

export function dashboardPath(role: Role): string {
  if (isOperatorRole(role)) return '/admin-dashboard';
  if (isVendorRole(role)) return '/vendor-dashboard';
  // Not in the spec's route table: a driver's phone opens on its duties (its profile is a tap away).
  return '/driver-dashboard';
}

export function profilePath(role: Role, userId: string): string {
  const id = encodeURIComponent(userId);
  switch (role) {
    case 'admin':
      return `/admin/profile/${id}`;
    case 'vendor':
      return `/vendor/profile/${id}`;
    case 'ADMIN_USER':
      return `/admin-user/profile/${id}`;
    case 'VENDOR_USER':
      return `/vendor-user/profile/${id}`;
    case 'driver':
      return `/profile/${id}`;
  }
}
