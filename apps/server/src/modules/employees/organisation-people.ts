import type { OrganisationPeopleRepository } from './organisation-people.repository.js';

/** Whose people: the operator's (vendorId null) or one vendor's. */
export interface Organisation {
  vendorId: string | null;
}

export interface OrganisationPerson {
  id: string;
  name: string;
  role: string;
}

const rolesOf = (org: Organisation) =>
  org.vendorId === null ? ['admin', 'ADMIN_USER'] : ['vendor', 'VENDOR_USER'];

/**
 * Narrow reader for other modules (tasks): an organisation's people, for assigning work among
 * them, and its staff who were invited but have not set their password yet.
 */
export function createOrganisationPeople(repo: OrganisationPeopleRepository) {
  return {
    /** The organisation's active people (owner and staff), by name. */
    list: (org: Organisation): Promise<OrganisationPerson[]> =>
      repo.active(org.vendorId, rolesOf(org)),

    /** One of the organisation's active people, or undefined when the id is anyone else. */
    async find(org: Organisation, userId: string): Promise<OrganisationPerson | undefined> {
      return (await repo.active(org.vendorId, rolesOf(org))).find((person) => person.id === userId);
    },

    /** Staff (ADMIN_USER, or the vendor's VENDOR_USER) who have not accepted their invitation. */
    listNotJoined: (org: Organisation, limit: number) =>
      repo.notJoined(org.vendorId, org.vendorId === null ? 'ADMIN_USER' : 'VENDOR_USER', limit),
  };
}

export type OrganisationPeople = ReturnType<typeof createOrganisationPeople>;
