/** A fixed UTC offset, as devices without a zone database send it: `+08:00`. */
export const UTC_OFFSET = /^[+-](0\d|1[0-4]):[0-5]\d$/;

/** Whether this server's zone database knows an IANA time zone (`Asia/Shanghai`). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
