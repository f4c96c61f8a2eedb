import { ServiceUnavailable, VENDOR_TIMEOUT_MS } from '../vendor-http';

/**
 * POSTs a signed request to an SMS vendor and reads its JSON answer whatever the HTTP status:
 * both vendors explain a refusal in the body (Alibaba Cloud with a 4xx, Tencent Cloud with 200).
 * No answer, or one that is not JSON, is ServiceUnavailable.
 */
export async function postToVendor(url: URL, request: { headers: Record<string, string>; body: string }, vendor: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: request.headers, body: request.body, signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS) });
  } catch (error) {
    throw new ServiceUnavailable(`${vendor} could not be reached (${(error as Error).name})`);
  }
  try {
    return await response.json();
  } catch {
    throw new ServiceUnavailable(`${vendor} answered ${response.status} with something that is not JSON`);
  }
}
