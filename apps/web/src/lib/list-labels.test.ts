import {
  FUEL_TYPES,
  SERVICE_TYPES,
  VEHICLE_CATEGORIES,
  VEHICLE_FACILITIES,
  WORK_SCHEDULES,
} from '@raahi/domain/lists';
import { REGISTRATION_TYPES } from '@raahi/domain/vendors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import kannada from '../locales/kn/lists.json';
import { i18n } from './i18n';
import { listLabel, listValueKey, type ListName } from './list-labels';

const LISTS: Record<ListName, readonly string[]> = {
  serviceTypes: SERVICE_TYPES,
  vehicleCategories: VEHICLE_CATEGORIES,
  fuelTypes: FUEL_TYPES,
  workSchedules: WORK_SCHEDULES,
  vehicleFacilities: VEHICLE_FACILITIES,
  registrationTypes: REGISTRATION_TYPES,
};

// Where the specification misspells a value, the screen spells it correctly; the value stays.
const RESPELLED: Record<string, string> = {
  'AD/Hoc Cabs': 'Ad Hoc Cabs',
  'One way Drop': 'One-way Drop',
  WiFi: 'Wi-Fi',
};

describe('the labels of the specification’s lists', () => {
  beforeAll(() => i18n.addResourceBundle('kn', 'translation', kannada, true, true));
  afterAll(() => i18n.removeResourceBundle('kn', 'translation'));
  const english = i18n.getFixedT('en');

  it.each(Object.entries(LISTS))('%s: every value has an English label', (name, values) => {
    const keys = values.map(listValueKey);
    expect(new Set(keys).size, `${name}: two values share a key`).toBe(values.length);
    for (const value of values) {
      const key = `lists.${name}.${listValueKey(value)}`;
      expect(i18n.exists(key, { lng: 'en' }), key).toBe(true);
      expect(listLabel(english, name as ListName, value)).toBe(RESPELLED[value] ?? value);
    }
  });

  it('speaks Kannada in Kannada, keeping trade names and acronyms as written', () => {
    const kn = i18n.getFixedT('kn');
    expect(listLabel(kn, 'serviceTypes', 'Airport Transport')).toBe('ಏರ್‌ಪೋರ್ಟ್ ಸಾರಿಗೆ');
    expect(listLabel(kn, 'fuelTypes', 'Diesel')).toBe('ಡೀಸೆಲ್');
    expect(listLabel(kn, 'fuelTypes', 'CNG')).toBe('CNG');
    expect(listLabel(kn, 'vehicleCategories', '9 Seater')).toBe('9 ಸೀಟರ್');
  });

  it('shows a value the catalogues do not know as it is', () => {
    expect(listLabel(english, 'serviceTypes', 'Night Shuttle')).toBe('Night Shuttle');
    expect(listLabel(i18n.getFixedT('kn'), 'fuelTypes', 'Hydrogen')).toBe('Hydrogen');
  });

  it('makes a key of a value’s words, free of the characters i18next reads', () => {
    expect(listValueKey('AD/Hoc Cabs')).toBe('adHocCabs');
    expect(listValueKey('Employee Pick & Drop')).toBe('employeePickDrop');
    expect(listValueKey('SUV 5 Seater EV')).toBe('suv5SeaterEv');
    expect(listValueKey('Trust / Society')).toBe('trustSociety');
  });
});
