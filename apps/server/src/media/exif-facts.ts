import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import exifr from 'exifr';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface CaptureFacts {
  takenAt?: Date;
  latitude?: number;
  longitude?: number;
}

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * When and where a photo was taken, from its EXIF. Cameras write the capture time as wall-clock
 * time without a zone: it is read in the photo's own offset when the camera wrote one, else in the
 * server's time zone (the one diaries default to). GPS comes as degrees with N/S/E/W references;
 * exifr turns them into signed decimal degrees (WGS-84, as phones record them).
 */
export async function exifFacts(image: Buffer, timeZone: string): Promise<CaptureFacts> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(image, {
      pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal', 'GPSLatitude', 'GPSLongitude', 'GPSLatitudeRef', 'GPSLongitudeRef'],
      reviveValues: false,
      gps: true,
    });
  } catch {
    return {};
  }
  if (!tags) return {};
  const facts: CaptureFacts = {};
  const wall = EXIF_TIME.exec(String(tags.DateTimeOriginal ?? tags.CreateDate ?? ''));
  if (wall) {
    const [, y, mo, d, h, mi, s] = wall;
    const text = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
    const offset = String(tags.OffsetTimeOriginal ?? '');
    const moment = OFFSET.test(offset) ? dayjs(`${text}${offset}`) : dayjs.tz(text, timeZone);
    if (moment.isValid() && moment.year() >= 1970) facts.takenAt = moment.toDate();
  }
  const { latitude, longitude } = tags as { latitude?: unknown; longitude?: unknown };
  // A position of exactly 0,0 is a camera without a fix, not a place in the Gulf of Guinea.
  if (isCoordinate(latitude, 90) && isCoordinate(longitude, 180) && !(latitude === 0 && longitude === 0)) {
    facts.latitude = latitude;
    facts.longitude = longitude;
  }
  return facts;
}

const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
