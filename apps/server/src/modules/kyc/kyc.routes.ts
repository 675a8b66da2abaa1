import {
  AadhaarAnswerSchema,
  KycAnswerSchema,
  ValidateGstinSchema,
  ValidatePanSchema,
  VerifyAadhaarSchema,
} from '@raahi/domain/kyc-api';
import { allPassed, checkAadhaar, checkGstin, checkPan } from '@raahi/domain/kyc';
import { stateByCode } from '@raahi/domain/states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { limitPerIp } from '../../plugins/rate-limit.js';
import type { KycProvider, ProviderResult } from './kyc-provider.js';

const KYC_LIMIT = { max: 60, windowMs: 60_000 };

/**
 * Offline structural checks always run; the online provider is asked only when they pass. Public,
 * because the vendor onboarding wizard checks as the applicant types; rate-limited per IP.
 */
export const kycRoutes =
  (provider: KycProvider | null): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['kyc'];
    const online = async (passed: boolean, ask: (p: KycProvider) => Promise<ProviderResult>) =>
      passed && provider
        ? { provider: provider.name, sandbox: provider.sandbox, ...(await ask(provider)) }
        : null;
    const common = {
      config: { access: 'public' as const },
      onRequest: limitPerIp(app, 'kyc', KYC_LIMIT),
    };

    app.post(
      '/kyc/validate-gstin',
      {
        ...common,
        schema: {
          tags,
          summary:
            "Check a GSTIN: format, check character, state code, and (when given) the vendor's state and PAN",
          body: ValidateGstinSchema,
          response: { 200: KycAnswerSchema, ...errorResponses(400, 429) },
        },
      },
      async ({ body }) => {
        const result = checkGstin(body.gstin, {
          stateGstCode: body.state ? stateByCode(body.state).gstCode : undefined,
          pan: body.pan,
        });
        const valid = allPassed(result.checks);
        return {
          valid,
          ...result,
          online: await online(valid, (p) => p.verifyGstin(result.normalized)),
        };
      },
    );

    app.post(
      '/kyc/validate-pan',
      {
        ...common,
        schema: {
          tags,
          summary: 'Check a PAN: pattern and holder type',
          body: ValidatePanSchema,
          response: { 200: KycAnswerSchema, ...errorResponses(400, 429) },
        },
      },
      async ({ body }) => {
        const result = checkPan(body.pan);
        const valid = allPassed(result.checks);
        return {
          valid,
          normalized: result.normalized,
          checks: result.checks,
          online: await online(valid, (p) => p.verifyPan(result.normalized)),
        };
      },
    );

    const aadhaar = async (raw: string, withDetails: boolean) => {
      const result = checkAadhaar(raw);
      const valid = allPassed(result.checks);
      const answer = await online(valid, (p) => p.verifyAadhaar(result.last4!));
      return {
        valid,
        normalized: null,
        masked: result.masked,
        checks: result.checks,
        online: answer && !withDetails ? { ...answer, details: undefined } : answer,
      };
    };

    app.post(
      '/kyc/verify-aadhar',
      {
        ...common,
        schema: {
          tags,
          summary: 'Check an Aadhaar number (Verhoeff check digit); answers only the masked number',
          body: VerifyAadhaarSchema,
          response: { 200: AadhaarAnswerSchema, ...errorResponses(400, 429) },
        },
      },
      async ({ body }) => aadhaar(body.aadhar, false),
    );

    app.post(
      '/kyc/download-aadhar',
      {
        ...common,
        schema: {
          tags,
          summary:
            "The KYC provider's e-KYC summary for an Aadhaar number (masked; sample data from the sandbox)",
          body: VerifyAadhaarSchema,
          response: { 200: AadhaarAnswerSchema, ...errorResponses(400, 429, 503) },
        },
      },
      async ({ body }) => {
        if (!provider)
          throw new AppError('SERVICE_UNAVAILABLE', 'No KYC provider is configured on this server');
        return aadhaar(body.aadhar, true);
      },
    );
  };
