/** Each approved, active driver works one daily slot (India time) in their own vehicle. */
export const DUTY_CREWS = [
  {
    vendor: 'shree',
    driver: 'Manjunath Kumar',
    vehicle: 'KA05MN4821',
    category: 'Sedan',
    company: 'Nimbus Technologies',
    hours: [7, 9],
    services: ['Employee Pick & Drop', 'Airport Transport', 'Local Package'],
    from: 'Nimbus Tech Park, Outer Ring Road, Bengaluru',
    to: 'Kempegowda International Airport, Bengaluru',
  },
  {
    vendor: 'deccan',
    driver: 'Abdul Rahman',
    vehicle: 'TS09EA1234',
    category: 'SUV 5 Seater',
    company: 'Lotus Pharma',
    hours: [14, 17],
    services: ['AD/Hoc Cabs', 'Outstation', 'Employee Pick & Drop'],
    from: 'Lotus Pharma, Genome Valley, Hyderabad',
    to: 'Rajiv Gandhi International Airport, Hyderabad',
  },
  {
    vendor: 'deccan',
    driver: 'Shaik Ameena',
    vehicle: 'TG07AB5521',
    category: 'Premium Sedan',
    company: 'Lotus Pharma',
    hours: [19, 21],
    services: ['Employee Pick & Drop', 'Event Travel'],
    from: 'HITEC City, Hyderabad',
    to: 'Banjara Hills, Hyderabad',
  },
] as const;
export const RIDERS = [
  'Asha Rao',
  'Vivek Menon',
  'Fatima Begum',
  'Rahul Joshi',
  'Deepa Nair',
  'Kiran Patel',
];
