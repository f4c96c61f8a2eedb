/** Every class of record the server stores, by the name used on the wire. */
export const ITEM_CLASS_NAMES = ['archive', 'diary', 'weather', 'file', 'location', 'people', 'tag', 'topic', 'status', 'group', 'order'] as const;
export type ItemClassName = (typeof ITEM_CLASS_NAMES)[number];

/** The item classes plus the user, which supports only get by id and update. */
export const CLASS_NAMES = [...ITEM_CLASS_NAMES, 'user'] as const;
export type ClassName = (typeof CLASS_NAMES)[number];
