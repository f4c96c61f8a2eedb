// The person the web benchmarks load pages for: Lighthouse's phone screen, a sign-in through the server's own SMS
// code, a few weeks of short diaries (14 over 40 days) for the archive to show, and a diary with three real camera
// photos for the detail page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PHOTOS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/test/fixtures/media');

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

const pointer = (className, objectId) => ({ __type: 'Pointer', className, objectId });

/** A diary `daysAgo` days back with the photos given (uploaded), linked to it as the app's save does; answers its id. */
export async function addDiary(server, session, content, daysAgo, photos = []) {
  const iso = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const created = await server.api(session.token, 'add_item', {
    className: 'diary',
    data: { content, datetime: { __type: 'Date', iso }, gallery: photos.map((p) => pointer('file', p.objectId)), cover: photos[0]?.key ?? null },
  });
  const diaryId = String(created.objectId);
  for (const p of photos)
    await server.api(session.token, 'update_item', { className: 'file', objectId: p.objectId, data: { diary: [pointer('diary', diaryId)] } });
  return diaryId;
}

/** Today's diary with three real camera photos (GPS, landscape, portrait by EXIF orientation); answers its id. */
export async function diaryWithThreePhotos(server, session) {
  const photos = [];
  for (const name of ['gps_DSCN0010.jpg', 'orientation_landscape_1.jpg', 'orientation_portrait_6.jpg'])
    photos.push(await server.uploadPhoto(session.token, path.join(PHOTOS, name)));
  return addDiary(server, session, 'Three photos from the hills: the village, the road down, and the tower at the top.', 0, photos);
}
