export interface DemoVehicle {
  vendor: string;
  number: string;
  category: string;
  brand: string;
  model: string;
  color: string;
  fuel: string;
  /** Days from today until the insurance runs out (negative: already expired). */
  insuranceDays: number | null;
  approvalStatus: string;
  driver?: string;
}

export const VEHICLES: DemoVehicle[] = [
  {
    vendor: 'shree',
    number: 'KA05MN4821',
    category: 'Sedan',
    brand: 'Maruti Suzuki',
    model: 'Dzire Tour S',
    color: 'White',
    fuel: 'CNG',
    insuranceDays: 240,
    approvalStatus: 'Approved',
    driver: 'Manjunath Kumar',
  },
  {
    vendor: 'shree',
    number: 'KA03AF7712',
    category: 'Hatchback',
    brand: 'Hyundai',
    model: 'i10 Nios',
    color: 'Silver',
    fuel: 'Petrol',
    insuranceDays: 12,
    approvalStatus: 'Approved',
  },
  {
    vendor: 'shree',
    number: 'KA01EV2045',
    category: 'Sedan EV',
    brand: 'Tata',
    model: 'Tigor EV',
    color: 'Teal Blue',
    fuel: 'Electric',
    insuranceDays: 400,
    approvalStatus: 'Approved',
  },
  {
    vendor: 'shree',
    number: 'KA51C9034',
    category: '12 Seater',
    brand: 'Force',
    model: 'Traveller',
    color: 'White',
    fuel: 'Diesel',
    insuranceDays: -6,
    approvalStatus: 'Approved',
  },
  {
    vendor: 'shree',
    number: 'KA19MB3310',
    category: 'SUV',
    brand: 'Mahindra',
    model: 'XUV700',
    color: 'Black',
    fuel: 'Diesel',
    insuranceDays: null,
    approvalStatus: 'Pending',
  },
  {
    vendor: 'deccan',
    number: 'TS09EA1234',
    category: 'SUV 5 Seater',
    brand: 'Kia',
    model: 'Seltos',
    color: 'Grey',
    fuel: 'Petrol',
    insuranceDays: 180,
    approvalStatus: 'Approved',
    driver: 'Abdul Rahman',
  },
  {
    vendor: 'deccan',
    number: 'TG07AB5521',
    category: 'Premium Sedan',
    brand: 'Honda',
    model: 'City',
    color: 'White',
    fuel: 'Petrol',
    insuranceDays: 25,
    approvalStatus: 'Approved',
  },
  {
    vendor: 'deccan',
    number: 'TS10UB6620',
    category: '27 Seater',
    brand: 'Tata',
    model: 'Starbus',
    color: 'Yellow',
    fuel: 'Diesel',
    insuranceDays: 90,
    approvalStatus: 'Rejected',
  },
  {
    vendor: 'deccan',
    number: 'TG08EV0912',
    category: 'Hatchback EV',
    brand: 'MG',
    model: 'Comet EV',
    color: 'Green',
    fuel: 'Electric',
    insuranceDays: 300,
    approvalStatus: 'Staged',
  },
];
