import { MS_PER_SECOND } from '@salon/domain';
import { parseOmnivaLocations, type ParsedLocations } from './omniva';

/** The carrier's list is about 2 MB; anything far larger is not that list. */
const PARCEL_MACHINES_MAX_BYTES = 20 * 1024 * 1024;
const PARCEL_MACHINES_TIMEOUT_MS = 30 * MS_PER_SECOND;

export interface DownloadLimits {
  timeoutMs?: number;
  maxBytes?: number;
}

/** The body as text, refused once it passes maxBytes (a wrong or hostile URL must not fill memory). */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new Error(`The parcel machine list is ${declared} bytes, over the limit of ${maxBytes}.`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`The parcel machine list is over the limit of ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Downloads and parses the carrier's list; throws on any failure so the stored list stays as it is. */
export async function downloadParcelMachines(url: string, limits: DownloadLimits = {}): Promise<ParsedLocations> {
  const { timeoutMs = PARCEL_MACHINES_TIMEOUT_MS, maxBytes = PARCEL_MACHINES_MAX_BYTES } = limits;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`The parcel machine list answered HTTP ${response.status}.`);
  }
  const body = await readLimited(response, maxBytes);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error('The parcel machine list is not valid JSON.');
  }
  try {
    return parseOmnivaLocations(json);
  } catch {
    throw new Error('The parcel machine list is not a list of locations.');
  }
}
