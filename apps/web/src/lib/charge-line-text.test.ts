import {
  CHARGE_LINE_SENTENCES,
  ENGLISH_CHARGE_LINE_WORDS,
  ENGLISH_UNIT_WORDS,
  saysText,
  type ChargeFigure,
  type ChargeLineSays,
  type ChargeLineSentence,
} from '@raahi/domain/billing';
import { afterAll, describe, expect, it } from 'vitest';
import { chargeLineText } from './charge-line-text';
import { i18n } from './i18n';
import { languageReady } from './language';

/** A figure for each placeholder's name, so every sentence can be said. */
const FIGURES: Record<string, ChargeFigure> = {
  km: { km: 1250 },
  included: { km: 80 },
  minimum: { km: 250 },
  ran: { km: 180 },
  time: { minutes: 200 },
  free: { minutes: 15 },
  rate: { paise: 18_00 },
  days: { days: 2 },
  nights: { nights: 1 },
  receipts: { receipts: 3 },
  kind: { kind: 'tolls' },
  windows: { text: '22:00–06:00' },
};

function says(sentence: ChargeLineSentence): ChargeLineSays {
  const names = [...CHARGE_LINE_SENTENCES[sentence].matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
  return { sentence, figures: Object.fromEntries(names.map((name) => [name, FIGURES[name]!])) };
}

const lineOf = (value: ChargeLineSays) => ({
  label: saysText(value, ENGLISH_CHARGE_LINE_WORDS, ENGLISH_UNIT_WORDS),
  says: value,
});

describe('a charge line in the reader’s language', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('says in English exactly what the tariff engine wrote, for every sentence', () => {
    for (const sentence of Object.keys(CHARGE_LINE_SENTENCES) as ChargeLineSentence[]) {
      const line = lineOf(says(sentence));
      expect(chargeLineText(i18n.t, line), sentence).toBe(line.label);
    }
  });

  it('says it in Hindi with the figures in Hindi words, and an invoice’s stored line as written', async () => {
    await languageReady('hi', '/billing/settlements');
    await i18n.changeLanguage('hi');
    const outstation = lineOf({
      sentence: 'outstationMinimum',
      figures: {
        km: { km: 500 },
        rate: { paise: 13_00 },
        minimum: { km: 250 },
        days: { days: 2 },
        ran: { km: 420 },
      },
    });
    expect(outstation.label).toBe(
      '500 km × ₹13.00 a km (minimum 250 km a day × 2 days; ran 420 km)',
    );
    expect(chargeLineText(i18n.t, outstation)).toBe(
      '500 किमी × ₹13.00 प्रति किमी (रोज़ कम से कम 250 किमी × 2 दिन; चली 420 किमी)',
    );
    const tolls = lineOf({
      sentence: 'actualsForClient',
      figures: { kind: { kind: 'tolls' }, receipts: { receipts: 1 } },
    });
    expect(chargeLineText(i18n.t, tolls)).toBe('टोल असल ख़र्च पर (1 रसीद, ग्राहक की ओर से चुकाया)');
    expect(chargeLineText(i18n.t, lineOf(says('extraTime')))).toBe(
      '80 किमी से ऊपर 3 घंटे 20 मिनट × ₹18.00 प्रति घंटा',
    );
    expect(chargeLineText(i18n.t, { label: '8 h / 80 km package' })).toBe('8 h / 80 km package');
  });
});
