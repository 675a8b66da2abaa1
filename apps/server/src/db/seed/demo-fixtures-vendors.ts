import type { StateCode } from '@raahi/domain/states';

/** The operator's client companies in the demo, by name. */
export const COMPANIES = [
  'Nimbus Technologies',
  'Lotus Pharma',
  'Indus Software Park',
  'Coastal Bank',
  'Vistara Events',
];

/** Where each demo company's office is: a geofence can be made from it (issue 27). */
export const COMPANY_SITES: Record<string, { latitude: number; longitude: number }> = {
  // Outer Ring Road, Bellandur, Bengaluru
  'Nimbus Technologies': { latitude: 12.9279, longitude: 77.681 },
  // Genome Valley, Hyderabad
  'Lotus Pharma': { latitude: 17.552, longitude: 78.587 },
  // Electronic City Phase 1, Bengaluru
  'Indus Software Park': { latitude: 12.8452, longitude: 77.6602 },
  // Bandra Kurla Complex, Mumbai
  'Coastal Bank': { latitude: 19.066, longitude: 72.8677 },
  // Aerocity, New Delhi
  'Vistara Events': { latitude: 28.5503, longitude: 77.1206 },
};

export interface DemoVendor {
  key: string;
  name: string;
  registrationType: string;
  state: StateCode;
  cities: string[];
  pan: string;
  address: string;
  serviceTypes: string[];
  companies: string[];
  approvalStatus: string;
  accountStatus: string;
  rejectionReason?: string;
  owner: { name: string; email: string; phone: string; dob: string };
}

export const VENDORS: DemoVendor[] = [
  {
    key: 'shree',
    name: 'Shree Travels',
    registrationType: 'Partnership',
    state: 'KA',
    cities: ['Bengaluru', 'Mysuru'],
    pan: 'AAHFS4821K',
    address: '42, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
    serviceTypes: ['Employee Pick & Drop', 'Airport Transport', 'Local Package'],
    companies: ['Nimbus Technologies', 'Indus Software Park'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    owner: {
      name: 'Ramesh Gowda',
      email: 'ramesh@shreetravels.demo',
      phone: '9845000101',
      dob: '1978-03-14',
    },
  },
  {
    key: 'deccan',
    name: 'Deccan Cabs',
    registrationType: 'Private Limited Company',
    state: 'TG',
    cities: ['Hyderabad', 'Secunderabad'],
    pan: 'AACCD7314L',
    address: 'Plot 18, Road No. 2, Banjara Hills, Hyderabad 500034',
    serviceTypes: ['Employee Pick & Drop', 'AD/Hoc Cabs', 'Outstation'],
    companies: ['Lotus Pharma'],
    approvalStatus: 'Approved',
    accountStatus: 'Active',
    owner: {
      name: 'Syed Imran',
      email: 'imran@deccancabs.demo',
      phone: '9849000201',
      dob: '1983-11-02',
    },
  },
  {
    key: 'malabar',
    name: 'Malabar Cabs',
    registrationType: 'Proprietorship',
    state: 'KL',
    cities: ['Kochi', 'Thrissur'],
    pan: 'BNTPM6650Q',
    address: 'Door 7/312, MG Road, Ernakulam, Kochi 682016',
    serviceTypes: ['Airport Transport', 'Event Travel'],
    companies: [],
    approvalStatus: 'Pending',
    accountStatus: 'Active',
    owner: {
      name: 'Thomas Mathew',
      email: 'thomas@malabarcabs.demo',
      phone: '9847000301',
      dob: '1975-07-21',
    },
  },
  {
    key: 'sahyadri',
    name: 'Sahyadri Fleet Services',
    registrationType: 'LLP',
    state: 'MH',
    cities: ['Pune', 'Mumbai'],
    pan: 'AAPFS2207M',
    address: 'Office 5, Baner Road, Pune 411045',
    serviceTypes: ['Outstation', 'One way Drop'],
    companies: ['Coastal Bank'],
    approvalStatus: 'Rejected',
    accountStatus: 'Active',
    rejectionReason:
      'The GST certificate uploaded is for a different address. Please update the address.',
    owner: {
      name: 'Priya Deshpande',
      email: 'priya@sahyadrifleet.demo',
      phone: '9822000401',
      dob: '1986-01-30',
    },
  },
  {
    key: 'chola',
    name: 'Chola Travels',
    registrationType: 'Individual',
    state: 'TN',
    cities: ['Chennai'],
    pan: 'CKVPK9012A',
    address: '21, Usman Road, T. Nagar, Chennai 600017',
    serviceTypes: ['Local Package'],
    companies: [],
    approvalStatus: 'Approved',
    accountStatus: 'Inactive',
    owner: {
      name: 'Karthik Subramanian',
      email: 'karthik@cholatravels.demo',
      phone: '9841000501',
      dob: '1990-09-09',
    },
  },
  {
    key: 'capital',
    name: 'Capital Cabs',
    registrationType: 'Private Limited Company',
    state: 'DL',
    cities: ['New Delhi'],
    pan: 'AADCC5518P',
    address: 'B-14, Connaught Place, New Delhi 110001',
    serviceTypes: ['AD/Hoc Cabs', 'Airport Transport'],
    companies: ['Vistara Events'],
    approvalStatus: 'Approved',
    accountStatus: 'Blocked',
    owner: {
      name: 'Harpreet Singh',
      email: 'harpreet@capitalcabs.demo',
      phone: '9811000601',
      dob: '1972-12-05',
    },
  },
  {
    key: 'kaveri',
    name: 'Kaveri Mobility',
    registrationType: 'Proprietorship',
    state: 'KA',
    cities: ['Mangaluru', 'Udupi'],
    pan: 'DRKPS3391H',
    address: 'Shop 3, Hampankatta, Mangaluru 575001',
    serviceTypes: ['Event Travel', 'Local Package'],
    companies: [],
    approvalStatus: 'Staged',
    accountStatus: 'Active',
    owner: {
      name: 'Sneha Shenoy',
      email: 'sneha@kaverimobility.demo',
      phone: '9845000701',
      dob: '1992-04-18',
    },
  },
  {
    key: 'eastern',
    name: 'Eastern Wheels',
    registrationType: 'Partnership',
    state: 'WB',
    cities: ['Kolkata'],
    pan: 'AAKFE8120R',
    address: '9, Park Street, Kolkata 700016',
    serviceTypes: ['Outstation'],
    companies: [],
    approvalStatus: 'Approved',
    accountStatus: 'Deleted',
    owner: {
      name: 'Arindam Bose',
      email: 'arindam@easternwheels.demo',
      phone: '9830000801',
      dob: '1969-08-27',
    },
  },
];
