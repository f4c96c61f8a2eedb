import { aveRgbSchema, mediaKeySchema } from '../wire/records';
import { cropSchema } from './crop';

/** The cover a list item (archive, place, story, status, weather) can have, with its crop and average colour. */
export const coverFields = {
  cover: mediaKeySchema.nullable().optional(),
  crop: cropSchema.nullable().optional(),
  imageAveRGB: aveRgbSchema.nullable().optional(),
};
