import { downloadFile } from '../../../lib/download';
import { slipPath } from './keys';

/** The slip's PDF, handed to the browser as `<slip number>.pdf`. */
export function downloadSlipPdf(dutyId: string, number: string): Promise<void> {
  return downloadFile(`${slipPath(dutyId)}/pdf`, `${number}.pdf`);
}
