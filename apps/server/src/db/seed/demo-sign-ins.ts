import type { DemoSignIn } from '@raahi/domain/api';
import { DRIVERS, STAFF } from './demo-fixtures-people.js';
import { VENDORS } from './demo-fixtures-vendors.js';

/** Shared by every demo account that signs in with a password; printed and shown on the sign-in page. */
export const DEMO_PASSWORD = 'RaahiDemo@2026';

export function demoSignIns(): DemoSignIn[] {
  const owners = (keys: string[]) =>
    VENDORS.filter((v) => keys.includes(v.key)).map((v) => ({
      role: 'vendor' as const,
      name: v.owner.name,
      email: v.owner.email,
      phone: v.owner.phone,
      method: 'password' as const,
      note: `${v.name}, ${v.approvalStatus}`,
    }));
  const printed = STAFF.filter(
    (p) => !['Rohit Sharma', 'Naveen Kumar', 'Farah Khan'].includes(p.name),
  );
  const [admin, adminUser, ...rest] = printed.map((p) => ({
    role: p.role,
    name: p.name,
    email: p.email ?? null,
    phone: p.phone,
    method: p.role === 'driver' ? ('otp' as const) : ('password' as const),
  }));
  const driverSignIns = DRIVERS.filter(
    (d) => d.accountStatus === 'Active' && d.approvalStatus !== 'Staged',
  )
    .slice(0, 3)
    .map((d) => ({
      role: 'driver' as const,
      name: d.name,
      email: null,
      phone: d.phone,
      method: 'otp' as const,
      note: d.approvalStatus === 'Approved' ? undefined : d.approvalStatus,
    }));
  return [
    admin!,
    adminUser!,
    ...owners(['shree', 'deccan', 'malabar', 'sahyadri']),
    ...rest,
    ...driverSignIns,
  ];
}

/** How every demo account is reached: the emails of those with a password, drivers' phones. */
export function demoContacts(): { emails: string[]; driverPhones: string[] } {
  return {
    emails: [...VENDORS.map((v) => v.owner.email), ...STAFF.flatMap((p) => p.email ?? [])],
    driverPhones: DRIVERS.map((d) => d.phone),
  };
}

export function describeDemoSignIns(): string[] {
  return [
    `Demo data is loaded. Demo sign-ins (password for all email accounts: ${DEMO_PASSWORD}):`,
    ...demoSignIns().map((s) =>
      s.method === 'password'
        ? `    ${s.role.padEnd(12)} ${s.email}  (${s.name}${s.note ? `, ${s.note}` : ''})`
        : `    ${s.role.padEnd(12)} phone ${s.phone}, code by OTP in this log  (${s.name})`,
    ),
  ];
}
