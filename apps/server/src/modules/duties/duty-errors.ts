import { AppError } from '../../errors.js';

/** A 400 naming the one field at fault, as the request's own validation answers. */
export const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** A company that does not exist or is archived, named by a duty or roster. */
export const unknownCompany = () => fieldError('body.companyId', 'Choose a company from the list');

/** A 409 for a move the duty's status does not allow. */
export const invalidMove = (status: string, move: string) =>
  new AppError('INVALID_TRANSITION', `A ${status} duty cannot be moved this way (${move})`, {
    status,
    move,
  });
