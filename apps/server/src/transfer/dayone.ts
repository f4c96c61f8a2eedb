import {
  CONTENT_MAX_LENGTH,
  countCharacters,
  MAX_PEOPLE_PER_DIARY,
  monthDayKeyOf,
  NAME_MAX_LENGTH,
  TIME_ZONE_NAME,
  TITLE_MAX_LENGTH,
  weatherKindCode,
  type WeatherKind,
} from '@diary/core';
import { z } from 'zod';
import { localDate } from '../items/diary-rules';
import { isKnownTimeZone } from '../time-zone';
import { readTag, unescapeMarkdown } from './dayone-conventions';
import { ImportRefusal } from './import-refusal';
import { pointerTo, type ImportPlan, type PlannedMedia, type PlannedRecord } from './import-plan';
import { readJsonFile, type ZipReader } from './zip-reader';

/**
 * Day One's JSON export (https://dayoneapp.com/guides/tips-and-tutorials/exporting-entries/): a ZIP with
 * one `{Journal}.json` per journal — `{ metadata: { version }, entries: [...] }` — and the photos as
 * `photos/{md5}.{type}`. An entry's text is Markdown, with `![](dayone-moment://{identifier})` where a
 * photo stands. Read as: a first line `# …` short enough for a title → the title, the rest of the
 * text → content, creationDate → the diary's time (its day and its zone the entry's time zone), starred →
 * favorite, tags → stories (but `@Name` → a person and `mood:😀 Name` → the mood, as this app's Day
 * One export writes them: dayone-conventions.ts), location → a place, weather → the nearest of the
 * product's weather kinds, photos (up to 15, in their order) → the gallery. Videos and sounds are
 * left out (counted): a video here needs the poster frame the apps make when they upload one.
 */

const MAX_PHOTOS = 15;

const mediaSchema = z.looseObject({
  identifier: z.string().max(200),
  md5: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  type: z.string().regex(/^[a-z0-9]{2,5}$/i),
  orderInEntry: z.number().optional(),
});

const entrySchema = z.looseObject({
  uuid: z.string().max(200),
  creationDate: z.iso.datetime({ offset: true }),
  timeZone: z.string().max(64).optional(),
  text: z.string().max(10_000_000).optional(),
  starred: z.boolean().optional(),
  tags: z.array(z.string().max(1000)).max(1000).optional(),
  location: z
    .looseObject({
      placeName: z.string().max(1000).optional(),
      localityName: z.string().max(1000).optional(),
      administrativeArea: z.string().max(1000).optional(),
      country: z.string().max(1000).optional(),
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
    })
    .optional(),
  weather: z.looseObject({ weatherCode: z.string().max(100).optional(), conditionsDescription: z.string().max(1000).optional() }).optional(),
  photos: z.array(mediaSchema).max(10_000).optional(),
  videos: z.array(mediaSchema).max(10_000).optional(),
  audios: z.array(z.unknown()).optional(),
});

const journalSchema = z.looseObject({ metadata: z.looseObject({ version: z.string() }), entries: z.array(entrySchema) });
type Entry = z.infer<typeof entrySchema>;

/** Whether a ZIP looks like Day One's export: a journal JSON at its top. */
export const isDayOneExport = (zip: ZipReader) => [...zip.sizes.keys()].some((name) => /^[^/]+\.json$/.test(name));

/** The product's weather kind nearest to Day One's code or description ("mostly-cloudy", "Light Rain"). */
export function weatherOf(weather: Entry['weather']): number {
  const words = `${weather?.weatherCode ?? ''} ${weather?.conditionsDescription ?? ''}`.toLowerCase();
  const kinds: Array<[RegExp, WeatherKind]> = [
    [/thunder|t-?storm|lightning/, 'thundershower'],
    [/tornado|hurricane|cyclone/, 'tornado'],
    [/freez|sleet|hail|\bice\b|icy/, 'icerain'],
    [/snow|flurr|blizzard/, 'snow'],
    [/rain|drizzle|shower/, 'rain'],
    [/fog|haz|mist|smok/, 'foggy'],
    [/dust|sand/, 'duststorm'],
    [/wind|breez|gust/, 'windy'],
    [/partly|mostly.?sunny|mostly.?clear|fair/, 'cloudy'],
    [/cloud|overcast/, 'overcast'],
    [/clear|sunny|hot/, 'sunny'],
  ];
  const found = kinds.find(([pattern]) => pattern.test(words));
  return found ? weatherKindCode(found[1]) : 0;
}

/** The longest start of a text a diary may hold (line breaks not counted, as the editor counts). */
function cut(text: string): { text: string; shortened: boolean } {
  if (countCharacters(text) <= CONTENT_MAX_LENGTH) return { text, shortened: false };
  let counted = 0;
  let end = 0;
  for (const char of text) {
    if (char !== '\n' && char !== '\r') counted++;
    if (counted > CONTENT_MAX_LENGTH) break;
    end += char.length;
  }
  return { text: text.slice(0, end).trimEnd(), shortened: true };
}

const name = (value: string) => Array.from(value.trim()).slice(0, NAME_MAX_LENGTH).join('');

/** A first line `# …` is the entry's title, when a title can hold it; otherwise the whole text is content. */
function titled(text: string): { title: string; body: string } {
  const match = /^\s*# (.+)(?:\n|$)/.exec(text);
  const title = match ? unescapeMarkdown(match[1]!).trim() : '';
  if (!title || countCharacters(title) > TITLE_MAX_LENGTH) return { title: '', body: text };
  return { title, body: text.slice(match![0].length) };
}

/** Every journal of a Day One export, as an import plan. */
export async function planDayOne(zip: ZipReader, serverTimeZone: string): Promise<ImportPlan> {
  const journals = [...zip.sizes.keys()].filter((file) => /^[^/]+\.json$/.test(file)).sort();
  const entries: Entry[] = [];
  for (const file of journals) {
    const journal = await readJsonFile(zip, file, journalSchema, 'a Day One journal');
    entries.push(...journal.entries);
  }
  if (entries.length === 0) throw new ImportRefusal('invalidRequest', 'The Day One export has no entries');

  const plan: ImportPlan = { format: 'dayone', records: [], fileDiaries: new Map(), media: [], left: { shortened: 0, skippedMedia: 0, skippedEntries: 0 } };
  const tags = new Map<string, string>();
  const people = new Map<string, string>();
  const moods = new Map<string, string>();
  const places = new Map<string, string>();
  const add = (record: PlannedRecord) => (plan.records.push(record), record.ref);
  const files: PlannedRecord[] = [];
  const diaries: PlannedRecord[] = [];

  for (const entry of entries) {
    const photos = [...(entry.photos ?? [])].sort((a, b) => (a.orderInEntry ?? 0) - (b.orderInEntry ?? 0));
    plan.left.skippedMedia += Math.max(0, photos.length - MAX_PHOTOS) + (entry.videos?.length ?? 0) + (entry.audios?.length ?? 0);
    const gallery: string[] = [];
    for (const photo of photos.slice(0, MAX_PHOTOS)) {
      const path = `photos/${photo.md5}.${photo.type}`;
      if (!zip.sizes.has(path)) throw new ImportRefusal('invalidRequest', `The entry of ${entry.creationDate} has a photo ${path} the archive does not hold`);
      const media: PlannedMedia = { key: `file/d1${photo.md5}.${photo.type.toLowerCase() === 'jpeg' ? 'jpg' : photo.type.toLowerCase()}`, path };
      if (!plan.media.some((m) => m.path === path)) plan.media.push(media);
      const ref = `photo:${entry.uuid}:${photo.identifier}`;
      files.push({ className: 'file', ref, fields: { filename: media.key, kind: 'image/jpeg' } });
      gallery.push(ref);
    }
    const { title, body } = titled((entry.text ?? '').replace(/!\[[^\]]*\]\(dayone-moment:\/\/[^)]*\)\n?/g, ''));
    const { text, shortened } = cut(
      unescapeMarkdown(body)
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    );
    if (!text && !title && gallery.length === 0) {
      plan.left.skippedEntries += 1;
      continue;
    }
    if (shortened) plan.left.shortened += 1;

    const read = (entry.tags ?? []).map(readTag);
    const named = (kind: 'story' | 'person') => [...new Set(read.filter((tag) => tag.kind === kind).map((tag) => name(tag.name)))].filter(Boolean);
    const tagRefs = named('story').map((tag) => {
      if (!tags.has(tag)) tags.set(tag, add({ className: 'tag', ref: `tag:${tag}`, fields: { name: tag } }));
      return tags.get(tag)!;
    });
    const peopleRefs = named('person')
      .slice(0, MAX_PEOPLE_PER_DIARY)
      .map((person) => {
        if (!people.has(person)) people.set(person, add({ className: 'people', ref: `person:${person}`, fields: { name: person } }));
        return people.get(person)!;
      });
    const mood = read.find((tag) => tag.kind === 'mood');
    let moodRef: string | undefined;
    if (mood && name(mood.name)) {
      const moodName = name(mood.name);
      if (!moods.has(moodName))
        moods.set(moodName, add({ className: 'status', ref: `mood:${moodName}`, fields: { name: moodName, ...(mood.emoji ? { emoji: mood.emoji } : {}) } }));
      moodRef = moods.get(moodName);
    }
    const where = entry.location;
    const placeName = name(where?.placeName || where?.localityName || '');
    let placeRef: string | undefined;
    if (placeName) {
      if (!places.has(placeName)) {
        const address = [where?.localityName, where?.administrativeArea, where?.country].filter(Boolean).join(', ').slice(0, 200);
        const coordinates =
          where?.latitude !== undefined && where.longitude !== undefined
            ? { __type: 'GeoPoint', latitude: where.latitude, longitude: where.longitude }
            : undefined;
        places.set(
          placeName,
          add({
            className: 'location',
            ref: `place:${placeName}`,
            fields: { name: placeName, ...(address ? { address } : {}), ...(coordinates ? { coordinates } : {}) },
          }),
        );
      }
      placeRef = places.get(placeName);
    }
    const moment = new Date(entry.creationDate);
    const zone = entry.timeZone && isKnownTimeZone(entry.timeZone) ? entry.timeZone : serverTimeZone;
    const day = localDate(moment, zone);
    const weather = weatherOf(entry.weather);
    for (const ref of gallery) plan.fileDiaries.set(ref, [`entry:${entry.uuid}`]);
    diaries.push({
      className: 'diary',
      ref: `entry:${entry.uuid}`,
      fields: {
        ...(title ? { title } : {}),
        content: text,
        datetime: { __type: 'Date', iso: moment.toISOString() },
        todayonhistory: monthDayKeyOf(day.month, day.day),
        // Shown by the clock it was written by, as Day One shows it.
        ...(TIME_ZONE_NAME.test(zone) ? { timeZone: zone } : {}),
        ...(entry.starred ? { favorite: true } : {}),
        ...(weather ? { weather } : {}),
        ...(tagRefs.length ? { tag: tagRefs.map((ref) => pointerTo('tag', ref)) } : {}),
        ...(peopleRefs.length ? { people: peopleRefs.map((ref) => pointerTo('people', ref)) } : {}),
        ...(moodRef ? { status: pointerTo('status', moodRef) } : {}),
        ...(placeRef ? { location: [pointerTo('location', placeRef)] } : {}),
        ...(gallery.length ? { gallery: gallery.map((ref) => pointerTo('file', ref)), cover: files.find((f) => f.ref === gallery[0])!.fields.filename } : {}),
      },
    });
  }
  plan.records.push(...files, ...diaries);
  return plan;
}
