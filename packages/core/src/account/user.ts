import { z } from 'zod';
import { cropSchema } from '../media/crop';
import { NAME_MAX_LENGTH } from '../layout/text-input';
import { wireDateSchema } from '../wire/date';
import { aveRgbSchema, mediaKeySchema, recordBaseSchema } from '../wire/records';
import { lazySchema } from '../wire/lazy-schema';

/** What a user may change about their own account through update_item on the user class. */
export const userFieldsSchema = lazySchema(() =>
  z.strictObject({
    nicename: z.string().trim().max(NAME_MAX_LENGTH).optional(),
    dateOfBirth: wireDateSchema.nullable().optional(),
    avatar: mediaKeySchema.nullable().optional(),
    avatarCrop: cropSchema.nullable().optional(),
    favoriteDiariesCover: mediaKeySchema.nullable().optional(),
    favoriteDiariesCrop: cropSchema.nullable().optional(),
    favoriteDiariesImageAveRGB: aveRgbSchema.nullable().optional(),
    allDiariesCover: mediaKeySchema.nullable().optional(),
    allDiariesCrop: cropSchema.nullable().optional(),
    allDiariesImageAveRGB: aveRgbSchema.nullable().optional(),
    guideDisplayStatus: z.boolean().optional(),
    sharingStatus: z.boolean().optional(),
  }),
);
export type UserFields = z.infer<typeof userFieldsSchema>;

/** A user as the server answers it (never with password, salt or session token). */
export const userRecordSchema = lazySchema(() =>
  recordBaseSchema.extend({
    ...userFieldsSchema.shape,
    mobilePhoneNumber: z.string().optional(),
    proExpiredAt: wireDateSchema.nullable().optional(),
    proStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    wechatBindStatus: z.union([z.literal(0), z.literal(1)]).optional(),
    agreement: z.boolean().default(true),
    deletedStatus: z.boolean().optional(),
    trialUsed: z.boolean().optional(),
    lastExportAt: wireDateSchema.nullable().optional(),
  }),
);
export type UserRecord = z.infer<typeof userRecordSchema>;
