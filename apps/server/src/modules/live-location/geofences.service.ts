import type { CompanySiteOption } from '@raahi/domain/company-sites';
import type { Geofence, GeofenceInput } from '@raahi/domain/geofences';
import { isOperatorRole } from '@raahi/domain/roles';
import { recordAudit } from '../../core/audit.js';
import type { Actor, AuthContext } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { GeofencesRepository, GeofenceWithVendor } from './geofences.repository.js';

/** Whose geofences a caller keeps: null for the operator's, else its vendor's. */
const ownerOf = (caller: AuthContext) => (isOperatorRole(caller.role) ? null : caller.vendorId);

const toGeofence = (caller: AuthContext, row: GeofenceWithVendor): Geofence => ({
  id: row.geofence.id,
  name: row.geofence.name,
  category: row.geofence.category as Geofence['category'],
  shape: row.geofence.shape,
  notify: row.geofence.notify,
  vendorId: row.geofence.vendorId,
  vendorName: row.vendorName,
  editable: isOperatorRole(caller.role) || row.geofence.vendorId === caller.vendorId,
  createdAt: row.geofence.createdAt.toISOString(),
});

/** The client companies' sites, from the companies and vendors modules. */
export interface CompanySites {
  /** Active companies with their sites; only these ids when given. */
  list(ids: string[] | null): Promise<CompanySiteOption[]>;
  /** The companies a vendor works with. */
  companiesOfVendor(vendorId: string): Promise<string[]>;
}

/**
 * Geofences as people keep them: the operator's watch every vehicle and only the operator
 * changes them; a vendor keeps its own (its garages), sees the operator's, and never sees or
 * changes another vendor's (404). Every change is audited.
 */
export function createGeofencesService(deps: {
  db: Database;
  geofences: GeofencesRepository;
  sites: CompanySites;
  /** The watch reads the geofences again after a change (this process at once). */
  changed: () => void;
}) {
  const { db, geofences } = deps;

  async function editable(caller: AuthContext, id: string): Promise<GeofenceWithVendor> {
    const found = await geofences.findById(id);
    if (!found) throw notFound('Geofence');
    const owner = ownerOf(caller);
    if (owner !== null && found.geofence.vendorId !== owner) throw notFound('Geofence');
    return found;
  }

  return {
    async list(caller: AuthContext): Promise<Geofence[]> {
      const owner = isOperatorRole(caller.role) ? null : (caller.vendorId ?? '');
      return (await geofences.list(owner)).map((row) => toGeofence(caller, row));
    },

    /**
     * The companies whose site a geofence can be made from: for the operator every active one,
     * placed or not (the operator places them); for a vendor only the placed sites of the
     * companies it works with, as it already knows those offices from their duties.
     */
    async listCompanySites(caller: AuthContext): Promise<CompanySiteOption[]> {
      if (isOperatorRole(caller.role)) return deps.sites.list(null);
      if (!caller.vendorId) return [];
      const ids = await deps.sites.companiesOfVendor(caller.vendorId);
      return (await deps.sites.list(ids)).filter((company) => company.site !== null);
    },

    async create(caller: AuthContext, actor: Actor, input: GeofenceInput): Promise<Geofence> {
      const row = await db.transaction(async (tx) => {
        const created = await geofences.insert(
          { ...input, vendorId: ownerOf(caller), createdBy: caller.userId },
          tx,
        );
        await recordAudit(tx, actor, {
          action: 'created',
          entity: 'geofence',
          entityId: created.id,
          after: input,
        });
        return created;
      });
      deps.changed();
      return toGeofence(caller, (await geofences.findById(row.id))!);
    },

    async update(
      caller: AuthContext,
      actor: Actor,
      id: string,
      input: GeofenceInput,
    ): Promise<Geofence> {
      const before = await editable(caller, id);
      await db.transaction(async (tx) => {
        await geofences.update(id, input, tx);
        const { name, category, shape, notify } = before.geofence;
        await recordAudit(tx, actor, {
          action: 'updated',
          entity: 'geofence',
          entityId: id,
          before: { name, category, shape, notify },
          after: input,
        });
      });
      deps.changed();
      return toGeofence(caller, (await geofences.findById(id))!);
    },

    async remove(caller: AuthContext, actor: Actor, id: string): Promise<void> {
      const before = await editable(caller, id);
      await db.transaction(async (tx) => {
        await geofences.remove(id, tx);
        await recordAudit(tx, actor, {
          action: 'deleted',
          entity: 'geofence',
          entityId: id,
          before: { name: before.geofence.name, shape: before.geofence.shape },
        });
      });
      deps.changed();
    },
  };
}

export type GeofencesService = ReturnType<typeof createGeofencesService>;
