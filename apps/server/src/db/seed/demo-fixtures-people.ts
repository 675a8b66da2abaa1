import type { Role } from '@raahi/domain/roles';

export interface DemoPerson {
  role: Role;
  name: string;
  email?: string;
  phone: string;
  vendor?: string;
  jobRole?: string;
}

export const STAFF: DemoPerson[] = [
  { role: 'admin', name: 'Ananya Rao', email: 'admin@demo.raahi.in', phone: '9845000001' },
  {
    role: 'ADMIN_USER',
    name: 'Vikram Menon',
    email: 'ops@demo.raahi.in',
    phone: '9845000002',
    jobRole: 'operations_manager',
  },
  {
    role: 'VENDOR_USER',
    name: 'Kavya Shetty',
    email: 'kavya@shreetravels.demo',
    phone: '9845000102',
    vendor: 'shree',
    jobRole: 'dispatch_officer',
  },
  {
    role: 'VENDOR_USER',
    name: 'Lakshmi Reddy',
    email: 'lakshmi@deccancabs.demo',
    phone: '9849000202',
    vendor: 'deccan',
    jobRole: 'trip_coordinator',
  },
  {
    role: 'ADMIN_USER',
    name: 'Rohit Sharma',
    email: 'rohit@demo.raahi.in',
    phone: '9845000003',
    jobRole: 'route_planner',
  },
  {
    role: 'VENDOR_USER',
    name: 'Naveen Kumar',
    email: 'naveen@shreetravels.demo',
    phone: '9845000103',
    vendor: 'shree',
    jobRole: 'fleet_supervisor',
  },
  {
    role: 'VENDOR_USER',
    name: 'Farah Khan',
    email: 'farah@deccancabs.demo',
    phone: '9849000203',
    vendor: 'deccan',
    jobRole: 'fleet_manager',
  },
];

export interface DemoDriver {
  name: string;
  phone: string;
  vendor: string;
  dlNumber: string;
  dob: string;
  gender: 'Male' | 'Female';
  languages: string[];
  /** The language the driver chose for Raahi's screens (docs/languages.md), if any. */
  screenLanguage?: 'Urdu' | 'Telugu';
  services: string[];
  approvalStatus: string;
  accountStatus: string;
  rejectionReason?: string;
}

export const DRIVERS: DemoDriver[] = [
  {
    name: 'Manjunath Kumar',
    phone: '9900100001',
    vendor: 'shree',
    dlNumber: 'KA0320120045871',
    dob: '1985-06-12',
    gender: 'Male',
    languages: ['Kannada', 'English', 'Hindi'],
    services: ['Employee Pick & Drop', 'Airport Transport'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
  },
  {
    name: 'Suresh Naik',
    phone: '9900100002',
    vendor: 'shree',
    dlNumber: 'KA0120160078234',
    dob: '1990-09-30',
    gender: 'Male',
    languages: ['Kannada', 'Konkani'],
    services: ['Local Package'],
    approvalStatus: 'Pending',
    accountStatus: 'Active',
  },
  {
    name: 'Prakash Hegde',
    phone: '9900100003',
    vendor: 'shree',
    dlNumber: 'KA1920180011223',
    dob: '1993-02-18',
    gender: 'Male',
    languages: ['Kannada', 'English'],
    services: ['Event Travel'],
    approvalStatus: 'Staged',
    accountStatus: 'Active',
  },
  {
    name: "Joseph D'Souza",
    phone: '9900100004',
    vendor: 'shree',
    dlNumber: 'KA1920100033451',
    dob: '1979-11-05',
    gender: 'Male',
    languages: ['Konkani', 'English', 'Kannada'],
    services: ['Airport Transport'],
    approvalStatus: 'Approved',
    accountStatus: 'Inactive',
  },
  {
    // Approved and active without a vehicle: the one a vendor can give a new vehicle to.
    name: 'Girish Poojary',
    phone: '9900100005',
    vendor: 'shree',
    dlNumber: 'KA2020140078213',
    dob: '1988-02-20',
    gender: 'Male',
    languages: ['Kannada', 'English'],
    services: ['Employee Pick & Drop', 'Outstation'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
  },
  {
    name: 'Abdul Rahman',
    phone: '9900200001',
    vendor: 'deccan',
    dlNumber: 'TS0920140056712',
    dob: '1987-04-22',
    gender: 'Male',
    languages: ['Urdu', 'Telugu', 'Hindi'],
    screenLanguage: 'Urdu',
    services: ['Employee Pick & Drop', 'Outstation'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
  },
  {
    name: 'Ravi Teja',
    phone: '9900200002',
    vendor: 'deccan',
    dlNumber: 'TG0720240009911',
    dob: '1998-08-14',
    gender: 'Male',
    languages: ['Telugu', 'English'],
    services: ['AD/Hoc Cabs'],
    approvalStatus: 'Rejected',
    accountStatus: 'Active',
    rejectionReason: 'The medical certificate has expired. Upload a current one.',
  },
  {
    name: 'Shaik Ameena',
    phone: '9900200003',
    vendor: 'deccan',
    dlNumber: 'TS1020170043380',
    dob: '1992-01-27',
    gender: 'Female',
    languages: ['Telugu', 'Urdu', 'English'],
    screenLanguage: 'Telugu',
    services: ['Employee Pick & Drop'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
  },
  {
    name: 'Imtiaz Ali',
    phone: '9900200004',
    vendor: 'deccan',
    dlNumber: 'TS0820110067120',
    dob: '1981-07-03',
    gender: 'Male',
    languages: ['Urdu', 'Hindi'],
    services: ['Outstation'],
    approvalStatus: 'Approved',
    accountStatus: 'Blocked',
  },
];
