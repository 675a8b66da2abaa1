/**
 * Offline KYC checks, as `@raahi/domain/kyc` gives them to the server and the web: each id's
 * checks in a file of its own (PAN and GSTIN, Aadhaar, driving licence, vehicle number), gathered
 * here.
 */
export { allPassed, type KycCheck } from './kyc-check';
export * from './kyc-tax-ids';
export * from './verhoeff';
export * from './kyc-aadhaar';
export * from './kyc-driving-licence';
export * from './kyc-vehicle-number';
