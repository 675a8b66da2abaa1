/** Online verification against a registry (GSTN, NSDL, UIDAI via a licensed KYC agency). */
export interface KycProvider {
  readonly name: string;
  /** True when answers are made up for development and must not be trusted. */
  readonly sandbox: boolean;
  verifyGstin(gstin: string): Promise<ProviderResult>;
  verifyPan(pan: string): Promise<ProviderResult>;
  verifyAadhaar(last4: string): Promise<ProviderResult>;
}

export interface ProviderResult {
  status: 'verified' | 'not-found' | 'unavailable';
  details?: Record<string, string>;
}

/**
 * Development only, clearly labelled: answers "verified" for anything that passed the offline
 * checks, with sample details, so the flows can be exercised without a KYC contract.
 */
export function createSandboxKycProvider(): KycProvider {
  const sample = (details: Record<string, string>): Promise<ProviderResult> =>
    Promise.resolve({
      status: 'verified',
      details: { note: 'Sandbox answer: not checked with any registry', ...details },
    });
  return {
    name: 'sandbox',
    sandbox: true,
    verifyGstin: (gstin) => sample({ gstin, registrationStatus: 'Active (sample)' }),
    verifyPan: (pan) => sample({ pan, panStatus: 'Valid (sample)' }),
    verifyAadhaar: (last4) => sample({ aadhaar: `XXXX XXXX ${last4}`, ekycStatus: 'Sample e-KYC' }),
  };
}
