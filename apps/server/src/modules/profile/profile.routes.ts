import { rolesAllowed } from '@raahi/domain/permissions';
import {
  ChangePasswordSchema,
  MessageSchema,
  ProfileUpdateSchema,
  SessionUserSchema,
} from '@raahi/domain/auth';
import { LanguageChoiceSchema } from '@raahi/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/request-caller.js';
import { errorResponses } from '../../plugins/openapi-errors.js';
import { readUpload } from '../../storage/read-upload.js';
import { sendStoredFile } from '../../storage/send-file.js';
import type { ProfileService } from './profile.service.js';

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const UserParams = z.object({ userId: z.uuid() });

export const profileRoutes =
  (profile: ProfileService): FastifyPluginAsyncZod =>
  async (app) => {
    const everyone = { access: rolesAllowed('profile:own') };
    const tags = ['profile'];

    app.get(
      '/profile',
      {
        config: everyone,
        schema: {
          tags,
          summary: 'The signed-in user',
          response: { 200: SessionUserSchema, ...errorResponses(401) },
        },
      },
      async (request) => profile.getOwnProfile(callerOf(request)),
    );

    app.patch(
      '/profile',
      {
        config: everyone,
        schema: {
          tags,
          summary: 'Change your name, email or phone',
          body: ProfileUpdateSchema,
          response: { 200: SessionUserSchema, ...errorResponses(400, 401, 409) },
        },
      },
      async (request) => profile.updateOwnProfile(callerOf(request), request.body, request.ip),
    );

    app.put(
      '/profile/language',
      {
        config: everyone,
        schema: {
          tags,
          summary: "Choose the language of your screens and messages (the spec's list value)",
          body: LanguageChoiceSchema,
          response: { 200: SessionUserSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => profile.chooseLanguage(callerOf(request), request.body.language),
    );

    app.post(
      '/profile/password',
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'Change your password (the current one is required); other devices are signed out',
          body: ChangePasswordSchema,
          response: { 200: MessageSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => profile.changePassword(callerOf(request), request.body, request.ip),
    );

    app.put(
      '/profile/pic',
      {
        config: everyone,
        schema: {
          tags,
          summary:
            'Upload your profile photo (multipart field "pic": JPEG, PNG or WebP, at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: SessionUserSchema, ...errorResponses(400, 401, 413, 415) },
        },
      },
      async (request) => {
        const bytes = await readUpload(request, 'pic', PROFILE_PHOTO_MAX_BYTES);
        return profile.putPhoto(callerOf(request), bytes, request.ip);
      },
    );

    app.delete(
      '/profile/pic',
      {
        config: everyone,
        schema: {
          tags,
          summary: 'Remove your profile photo',
          response: { 200: SessionUserSchema, ...errorResponses(401) },
        },
      },
      async (request) => profile.removePhoto(callerOf(request)),
    );

    app.get(
      '/users/:userId',
      {
        config: everyone,
        schema: {
          tags,
          summary: "Another user's profile, where your role may see it (404 otherwise)",
          params: UserParams,
          response: { 200: SessionUserSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => profile.getUserProfile(callerOf(request), request.params.userId),
    );

    app.get(
      '/users/:userId/pic',
      {
        config: everyone,
        schema: {
          tags,
          summary: "A user's profile photo, where your role may see it",
          params: UserParams,
          response: { 200: z.any().describe('The image'), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const photo = await profile.openPhoto(callerOf(request), request.params.userId);
        return sendStoredFile(reply, photo, 'photo', 'private, max-age=86400');
      },
    );
  };
