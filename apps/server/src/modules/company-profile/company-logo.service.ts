import { recordAudit } from '../../core/audit.js';
import type { Actor } from '../../core/auth-context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../storage/file-store.js';
import { fitLogo } from '../../storage/logo-image.js';
import type { CompanyProfileRepository } from './company-profile.repository.js';

/**
 * The operator's logo, printed on its invoices: one PNG in the file store, named on the
 * profile's row. Replacing or removing it is audited; the file it replaces is deleted.
 */
export function createCompanyLogo(deps: {
  db: Database;
  profile: CompanyProfileRepository;
  files: FileStore;
}) {
  const { db, profile, files } = deps;

  async function logoKey(): Promise<string | null> {
    return (await profile.read())?.logoKey ?? null;
  }

  return {
    /** Whether invoices print a logo. */
    async hasLogo(): Promise<boolean> {
      return (await logoKey()) !== null;
    },

    /** The logo as stored (PNG), to answer; null when there is none. */
    async openLogo() {
      const key = await logoKey();
      return key ? files.open(key) : null;
    },

    /** The logo's bytes, for a PDF; null when there is none. */
    async logoBytes(): Promise<Buffer | null> {
      const key = await logoKey();
      return key ? files.read(key) : null;
    },

    /**
     * Replaces the logo with an uploaded PNG or JPEG (checked and decoded as every upload is,
     * then fitted for print). The profile must be filled first: the logo belongs to it.
     */
    async saveLogo(actor: Actor, bytes: Buffer): Promise<void> {
      const accepted = await files.save(bytes, ['image/png', 'image/jpeg']);
      const stored = await files.save(await fitLogo(accepted.kept), ['image/png']);
      await files.remove(accepted.key);
      const before = await logoKey();
      const saved = await db.transaction(async (tx) => {
        if (!(await profile.setLogo(stored.key, actor.id, tx))) return false;
        await recordAudit(tx, actor, {
          action: before ? 'logo-replaced' : 'logo-added',
          entity: 'company-profile',
          entityId: 'company-profile',
        });
        return true;
      });
      if (!saved) {
        await files.remove(stored.key);
        throw new AppError('CONFLICT', 'Fill the Company Profile before adding its logo');
      }
      await files.remove(before);
    },

    async removeLogo(actor: Actor): Promise<void> {
      const before = await logoKey();
      if (!before) return;
      await db.transaction(async (tx) => {
        await profile.setLogo(null, actor.id, tx);
        await recordAudit(tx, actor, {
          action: 'logo-removed',
          entity: 'company-profile',
          entityId: 'company-profile',
        });
      });
      await files.remove(before);
    },
  };
}

export type CompanyLogo = ReturnType<typeof createCompanyLogo>;
