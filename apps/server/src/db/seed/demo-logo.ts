import path from 'node:path';
import sharp from 'sharp';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import { createCompanyLogo } from '../../modules/company-profile/company-logo.service.js';
import { createCompanyProfileRepository } from '../../modules/company-profile/company-profile.repository.js';
import { createFileStore } from '../../storage/file-store.js';
import type { Database } from '../client.js';

/** The demo operator's logo: its name in the spec's purple beside a teal road mark. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
  <rect x="10" y="30" width="140" height="140" rx="28" fill="#800080"/>
  <path d="M60 150 L80 50 L100 150" stroke="#fff" stroke-width="12" fill="none"/>
  <path d="M80 70 L80 90 M80 110 L80 130" stroke="#3789A3" stroke-width="6"/>
  <text x="175" y="125" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="bold" fill="#800080">Raahi</text>
</svg>`;

/**
 * Gives the demo's company profile its logo, through the logo service (fitted, stored in the
 * data folder's uploads, audited), so a first start's invoices print one.
 */
export async function insertDemoLogo(db: Database, dataDir: string): Promise<void> {
  const logo = createCompanyLogo({
    db,
    profile: createCompanyProfileRepository(db),
    files: createFileStore(path.join(dataDir, 'uploads')),
  });
  await logo.saveLogo(SYSTEM_ACTOR, await sharp(Buffer.from(LOGO_SVG)).png().toBuffer());
}
