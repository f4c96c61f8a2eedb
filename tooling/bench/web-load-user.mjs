// The person the web benchmarks load pages for: Lighthouse's phone screen, a sign-in through the server's own SMS
// code, and a few weeks of short diaries (14 over 40 days) for the archive to show.

/** Lighthouse's mobile screen (its default `screenEmulation`). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Signs in `phone` on the real server as the app does (SMS code, agreement): the session the app keeps. */
export async function signedIn(server, phone) {
  await server.api(null, 'requestSmsCode', { mobilePhoneNumber: phone });
  const login = await server.api(null, 'loginByMobilePhone', { mobilePhoneNumber: phone, smsCode: server.lastCode(phone), agreement: true });
  return { token: String(login.sessionToken), userId: String(login.objectId) };
}

/** A signed-in person with a diary every third day over the last 40 days. */
export async function writerOfFortyDays(server, phone) {
  const session = await signedIn(server, phone);
  for (let day = 1; day <= 40; day += 3) {
    const iso = new Date(Date.now() - day * 86_400_000).toISOString();
    await server.api(session.token, 'add_item', {
      className: 'diary',
      data: { content: `A walk along the river, day ${day}.`, datetime: { __type: 'Date', iso } },
    });
  }
  return session;
}
