import type { TestApp } from './test-app.js';
import { makeGstin, makePan } from './vendors.js';

/** The operator's legal details as the admin would fill them: a firm in Karnataka, 5% option. */
export function profileInput(overrides: Record<string, unknown> = {}) {
  const pan = makePan('F');
  return {
    legalName: 'Raahi Travels LLP',
    gstin: makeGstin(pan, '29'),
    pan,
    address: '12 MG Road, Bengaluru 560001',
    stateCode: 'KA',
    email: 'accounts@raahi.example',
    phone: '9845012345',
    bank: { name: 'HDFC Bank, MG Road', number: '50100123456789', ifsc: 'HDFC0001234' },
    invoicePrefix: 'RAH',
    creditNotePrefix: 'RCN',
    gstOption: 'full-credit',
    bodyCorporate: true,
    ...overrides,
  };
}

export async function putProfile(t: TestApp, token: string, overrides = {}) {
  const res = await t.request('/api/company-profile', {
    method: 'PUT',
    token,
    json: profileInput(overrides),
  });
  if (res.status !== 200) throw new Error(`company profile: ${res.status} ${res.text}`);
  return res.body;
}

/** A client company's GSTIN in a state ('29' Karnataka, '27' Maharashtra), and its billing. */
export async function putCompanyBilling(
  t: TestApp,
  token: string,
  companyId: string,
  stateGstCode = '29',
) {
  const res = await t.request(`/api/companies/${companyId}/billing`, {
    method: 'PUT',
    token,
    json: {
      gstin: makeGstin(makePan('C'), stateGstCode),
      stateCode: null,
      billingAddress: 'Tower B, Outer Ring Road, Bengaluru 560103',
      bodyCorporate: true,
    },
  });
  if (res.status !== 200) throw new Error(`company billing: ${res.status} ${res.text}`);
  return res.body;
}
