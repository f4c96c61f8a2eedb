/** An outside service could not answer (down, slow, refused, or answered nonsense). Handlers answer 503. */
export class ServiceUnavailable extends Error {}

/** How long an outside service may take before it is given up on. */
export const VENDOR_TIMEOUT_MS = 5000;

/** GETs a vendor's JSON, or throws ServiceUnavailable. */
export async function fetchJson(url: URL, service: string, body?: unknown): Promise<unknown> {
  let response: Response;
  const sending = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
  try {
    response = await fetch(url, {
      ...sending,
      signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS),
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
  } catch (error) {
    throw new ServiceUnavailable(`${service} could not be reached (${(error as Error).name})`);
  }
  if (!response.ok) throw new ServiceUnavailable(`${service} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ServiceUnavailable(`${service} answered something that is not JSON`);
  }
}
