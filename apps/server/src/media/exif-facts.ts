import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import exifr from 'exifr';
import { UTC_OFFSET } from '@diary/core';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface CaptureFacts {
  takenAt?: Date;
  latitude?: number;
  longitude?: number;
}

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;
const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** Real UTC offsets lie within −12:00…+14:00; a wider gap is a camera clock set wrong. */
const LARGEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** `+08:00` for a difference between wall-clock time and UTC, rounded to the quarter hour zones use. */
function offsetText(differenceMs: number): string | undefined {
  const rounded = Math.round(differenceMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  if (Math.abs(rounded) > LARGEST_OFFSET_MS) return undefined;
  const minutes = Math.abs(rounded) / 60_000;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${rounded < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The GPS receiver's UTC time (GPSDateStamp + GPSTimeStamp), if the camera wrote both. */
function gpsTime(tags: Record<string, unknown>): number | undefined {
  const date = EXIF_DATE.exec(String(tags.GPSDateStamp ?? ''));
  const time = tags.GPSTimeStamp;
  if (!date || !Array.isArray(time) || time.length !== 3 || !time.every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined;
  const [h, m, s] = time as [number, number, number];
  return Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), h, m, Math.floor(s));
}

/**
 * When and where a photo was taken, from its EXIF block (as TIFF, with or without the "Exif"
 * header a JPEG segment has). Cameras write the capture time as wall-clock time without a zone:
 * it is read in the photo's own offset when the camera wrote one; else in the offset between it
 * and the GPS receiver's UTC time, when the camera had a fix; else in the uploader's time zone
 * (an IANA zone, or a fixed offset from a device without a zone database).
 * GPS comes as degrees with N/S/E/W references; exifr turns them into signed decimal degrees
 * (WGS-84, as phones record them).
 */
export async function exifFacts(exif: Buffer | undefined, timeZone: string): Promise<CaptureFacts> {
  if (!exif) return {};
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(tiff, {
      pick: [
        'DateTimeOriginal',
        'CreateDate',
        'OffsetTimeOriginal',
        'GPSLatitude',
        'GPSLongitude',
        'GPSLatitudeRef',
        'GPSLongitudeRef',
        'GPSDateStamp',
        'GPSTimeStamp',
      ],
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
    const written = String(tags.OffsetTimeOriginal ?? '');
    const gps = gpsTime(tags);
    const offset = OFFSET.test(written) ? written : gps !== undefined ? offsetText(Date.parse(`${text}Z`) - gps) : undefined;
    const zoneOffset = offset ?? (UTC_OFFSET.test(timeZone) ? timeZone : undefined);
    const moment = zoneOffset ? dayjs(`${text}${zoneOffset}`) : dayjs.tz(text, timeZone);
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
