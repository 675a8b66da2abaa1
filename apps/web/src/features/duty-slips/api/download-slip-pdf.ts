import { http } from '../../../lib/http';
import { slipPath } from './keys';

/** Fetches the slip's PDF (the route needs the bearer token) and hands it to the browser. */
export async function downloadSlipPdf(dutyId: string, number: string): Promise<void> {
  const blob = await http.get<Blob>(`${slipPath(dutyId)}/pdf`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${number}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
